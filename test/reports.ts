/** Test helper: a verify report with what legitimately varies between equivalent runs masked. */
import type { VerifyReport } from '../harness/verify/types.js';

/**
 * Everything but the clock (each run times its own first failure) and a buggy variant's counts
 * (it stops at its first failure, so how far it got depends on shards and threads).
 */
export function comparableReport(report: VerifyReport) {
  // How many threads this machine could give a run is the machine's, not the run's result.
  const { workersCapped: _, ...r } = report;
  return {
    ...r,
    solvers: r.solvers.map((x) => ({
      ...x,
      firstFailureMs: x.firstFailureMs === null ? null : 'timed',
      phaseMs: 'timed',
      ...(x.expected === 'buggy' ? { verdicts: 'stopped at first failure', skipped: 'stopped', cases: 'stopped' } : {}),
    })),
  };
}
