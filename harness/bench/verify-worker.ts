/**
 * Runs verify() (harness/verify/verify.ts) in a worker thread, so `lexpath nightly` can stop it
 * when its share of the budget is spent or on Ctrl-C: terminating the thread stops verify's own
 * solver threads with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { verify } from '../verify/verify.js';

export interface VerifyJob {
  readonly domain: 'eight' | 'rotation';
  readonly seed: number;
  readonly randomCases: number;
  readonly timeLimitMs: number;
  readonly workers: number;
  /** Corpus files; undefined: the shipped corpora. */
  readonly corpora?: string[];
  readonly regressionsDir?: string;
}

export type VerifyWorkerMessage = { readonly report: unknown } | { readonly error: string };

if (parentPort) {
  const job = workerData as VerifyJob;
  try {
    const report = await verify({ ...job, solvers: [], programs: [], shard: null });
    parentPort.postMessage({ report } satisfies VerifyWorkerMessage);
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies VerifyWorkerMessage);
  }
}
