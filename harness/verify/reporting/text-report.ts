/** The human-readable verification report: a verdict matrix, then each counterexample in full. */
import { describeCertificate } from '../../../oracle/oracle.js';
import { plural } from '../../../util/plural.js';
import { VERDICTS, type BeyondContract, type Counterexample, type SolverReport, type VerifyReport } from '../types.js';
import { adviceOptions, runAdvice, timeBoundLines } from './finish-advice.js';
import { noWrongResult, outcomeOf, resultWord } from './outcome.js';

function sideBySide(left: string, right: string, leftTitle: string, rightTitle: string): string[] {
  const a = [leftTitle, ...left.replace(/\n$/, '').split('\n')];
  const b = [rightTitle, ...right.replace(/\n$/, '').split('\n')];
  const width = Math.max(...a.map((l) => l.length), 12);
  return Array.from(
    { length: Math.max(a.length, b.length) },
    (_, i) => `    ${(a[i] ?? '').padEnd(width)} | ${b[i] ?? ''}`,
  );
}

function howShrunk(c: Counterexample): string {
  if ((c.cases ?? 1) > 1)
    return `${c.optimalLength} optimal moves; shows only in one run of these ${c.cases} cases together`;
  // A program that crashes whatever it is given crashes at start-up or on reading: no case to shrink towards.
  if (c.verdict === 'crash' && c.optimalLength === 0) return 'it crashes even on a case that needs no move';
  return c.shrunk
    ? `shrunk from ${c.original.optimalLength} to ${c.optimalLength} optimal moves`
    : `${c.optimalLength} optimal moves, not shrunk`;
}

/** A failure's detail, its input and the expected and actual output side by side, each line after `indent`. */
function failureLines(
  f: Pick<Counterexample, 'verdict' | 'detail' | 'input' | 'expected' | 'actual'>,
  indent: string,
): string[] {
  const input = f.input.replace(/\n$/, '').split('\n');
  return [
    `  ${f.detail}`,
    '  input:',
    ...input.map((l) => `    ${l}`),
    ...sideBySide(f.expected, f.actual ?? `(${f.verdict})`, 'expected', 'actual'),
  ].map((l) => `${indent}${l}`);
}

/** A counterexample in full; `title` names it ('Counterexample', or 'Another counterexample' for a further kind). */
export function formatCounterexample(name: string, c: Counterexample, title = 'Counterexample'): string {
  const lines = [
    `${title} for ${name}: ${c.verdict} (case #${c.caseIndex}, ${c.origin}; ${howShrunk(c)})`,
    ...failureLines(c, ''),
  ];
  if (c.certificate) lines.push(`  certificate: ${describeCertificate(c.certificate)}`);
  lines.push(`  seed: ${c.seed}`, `  replay: ${c.replay}`);
  return lines.join('\n');
}

/** One line per program that left listed cases out as beyond the judge's contract, so none is dropped silently. */
function leftOutLines(solvers: readonly SolverReport[]): string[] {
  return solvers.flatMap((s) => {
    const b = s.beyondContract;
    if (!b || b.run || b.listed === 0) return [];
    return [
      `${s.name}: ${plural(b.listed, 'listed case')} beyond the judge's contract (${b.contract}) ` +
        'left out; --beyond-contract runs them',
    ];
  });
}

/** A program's verdicts beyond the contract in a few words, e.g. '25 cases, 12 failed (not-lex-smallest 12)'. */
function beyondCounts(b: BeyondContract): string {
  const failing = VERDICTS.filter((v) => v !== 'ok' && b.verdicts[v]).map((v) => `${v} ${b.verdicts[v]}`);
  const notJudged = b.notJudged ? `, ${b.notJudged} not judged` : '';
  const which = failing.length > 0 ? ` (${failing.join(', ')})` : '';
  return `${plural(b.cases, 'case')}, ${b.failed} failed${which}${notJudged}`;
}

/** The section of cases beyond the judge's contract (--beyond-contract): each program's counts and first failure. */
function beyondContractSection(solvers: readonly SolverReport[]): string[] {
  const ran = solvers.filter((s) => s.beyondContract?.run);
  if (ran.length === 0) return [];
  const out = [
    '',
    `Beyond the judge's contract (${ran[0].beyondContract!.contract}), run by --beyond-contract: ` +
      'a failure here fails nothing',
  ];
  for (const s of ran) {
    const b = s.beyondContract!;
    out.push(`  ${s.name}: ${beyondCounts(b)}`);
    const f = b.firstFailure;
    if (!f) continue;
    out.push(
      `  first failure beyond the contract, for ${s.name}: ${f.verdict} ` +
        `(case #${f.caseIndex}, ${f.origin}; ${plural(f.optimalLength, 'optimal move')})`,
      ...failureLines(f, '  '),
      `    explain: ${f.explain}`,
    );
  }
  return out;
}

export function formatVerifyReport(report: VerifyReport): string {
  const used = VERDICTS.filter((v) => report.solvers.some((s) => s.verdicts[v]));
  const anySkipped = report.solvers.some((s) => s.skipped > 0);
  const anyUnfinished = report.solvers.some((s) => (s.unfinished ?? 0) > 0);
  const columns = [...used, ...(anySkipped ? ['skipped'] : []), ...(anyUnfinished ? ['unfinished'] : [])];
  const nameWidth = Math.max(6, ...report.solvers.map((s) => s.name.length));
  const width = (c: string): number => Math.max(c.length, c === 'ok' || c === 'cases' ? 9 : 5);
  const resultWidth = report.solvers.some((s) => outcomeOf(s) === 'unfinished') ? 10 : 8;
  // Whether a row is expected to pass or to be caught says something only beside the bug zoo.
  const zoo = report.solvers.some((s) => s.expected === 'buggy');
  const header = [
    'solver'.padEnd(nameWidth),
    ...(zoo ? ['expected'] : []),
    'result'.padEnd(resultWidth),
    'cases'.padStart(width('cases')),
    ...columns.map((c) => c.padStart(width(c))),
  ];
  const rows = report.solvers.map((s) => {
    const result = resultWord(s);
    const counts = columns.map((c) => {
      const n =
        c === 'skipped'
          ? s.skipped
          : c === 'unfinished'
            ? (s.unfinished ?? 0)
            : (s.verdicts[c as keyof typeof s.verdicts] ?? 0);
      return String(n || '').padStart(width(c));
    });
    const judged = s.cases ?? Object.values(s.verdicts).reduce((a, b) => a + (b ?? 0), 0);
    return [
      s.name.padEnd(nameWidth),
      ...(zoo ? [s.expected.padEnd(8)] : []),
      result.padEnd(resultWidth),
      String(judged).padStart(width('cases')),
      ...counts,
    ].join('  ');
  });
  const shard = report.shard ? `, shard ${report.shard.index}/${report.shard.count}` : '';
  const out = [
    `lexpath verify: ${report.puzzle}, seed ${report.seed}, ${plural(report.cases, 'case')}${shard}`,
    ...(report.coverage ? [`coverage: ${report.coverage.text}`] : []),
    '',
    header.join('  '),
    ...rows,
    ...(report.notApplicable ?? []).map((n) => `skipped: ${n.solver} does not apply (${n.reason})`),
    ...(report.workersCapped
      ? [
          `workers: ${report.workersCapped.asked} asked, ` +
            `${report.workersCapped.used} used (one per core: more add memory, not speed)`,
        ]
      : []),
    ...leftOutLines(report.solvers),
    ...report.solvers.flatMap((s) => (s.timeBound ? timeBoundLines(s.name, s.timeBound) : [])),
  ];
  for (const s of report.solvers) {
    if (s.counterexample) out.push('', formatCounterexample(s.name, s.counterexample));
    for (const o of s.otherFailures ?? []) {
      if (o.counterexample) out.push('', formatCounterexample(s.name, o.counterexample, 'Another counterexample'));
      else
        out.push(`  also ${o.verdict}: case #${o.caseIndex}, ${o.origin} (${plural(o.optimalLength, 'optimal move')})`);
    }
  }
  out.push(...beyondContractSection(report.solvers));
  if (report.maxTimeReached) {
    const left = report.solvers.reduce((sum, s) => sum + (s.unfinished ?? 0), 0);
    out.push(
      '',
      `The run's time bound (--max-time) was reached: ${plural(left, 'case')} ` +
        `not judged (unfinished, not ok); the verdicts found stand.`,
    );
  }
  out.push('', headline(report));
  return `${out.join('\n')}\n`;
}

/**
 * The closing line: OK, FAILED, or, when nothing failed but cases were left unjudged, UNFINISHED
 * with the options that would let every program finish.
 */
function headline(report: VerifyReport): string {
  if (report.ok) return `OK: ${tally(report.solvers)}`;
  if (!noWrongResult(report) || !report.solvers.some((s) => outcomeOf(s) === 'unfinished'))
    return `FAILED: ${tally(report.solvers)}`;
  const unfinished = report.solvers.filter((s) => outcomeOf(s) === 'unfinished');
  // Advice only when it covers every solver left unfinished (built-in solvers get none).
  const advice = unfinished.every((s) => s.timeBound?.advice) ? runAdvice(unfinished.map((s) => s.timeBound!)) : null;
  return (
    `UNFINISHED: ${tally(report.solvers)}, none failed` +
    // Going by the runs' time limits holds only if the runs keep within them.
    (advice
      ? `; ${adviceOptions(advice)} ${advice.from === 'pace' ? 'would' : 'may'} let ` +
        `${unfinished.length === 1 ? 'it' : 'them'} finish`
      : '')
  );
}

/** "5/5 correct solvers passed, 1/1 programs passed, 5/5 buggy variants caught", naming only the kinds that ran. */
function tally(solvers: readonly SolverReport[]): string {
  const passed = (list: readonly SolverReport[]) => list.filter((s) => outcomeOf(s) === 'passed').length;
  const correct = solvers.filter((s) => s.expected === 'correct');
  const programs = correct.filter((s) => s.kind === 'program');
  const others = correct.filter((s) => s.kind !== 'program');
  const buggy = solvers.filter((s) => s.expected === 'buggy');
  return [
    ...(others.length > 0 || programs.length === 0
      ? [`${passed(others)}/${others.length} correct solvers passed`]
      : []),
    ...(programs.length > 0
      ? [`${passed(programs)}/${programs.length} ${programs.length === 1 ? 'program' : 'programs'} passed`]
      : []),
    ...(buggy.length > 0
      ? [`${buggy.filter((s) => outcomeOf(s) === 'failed').length}/${buggy.length} buggy variants caught`]
      : []),
  ].join(', ');
}
