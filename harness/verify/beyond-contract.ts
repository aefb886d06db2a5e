/**
 * Outside programs and the judge's contract. A program written for the judge may rely on what the
 * judge promises (POJ 2286: eight each of 1, 2 and 3), so by default it runs only the cases within
 * the contract, listed and random alike, and its report counts the listed cases left out.
 * `--beyond-contract` runs the others too, after its own, and counts them apart: a failure there is
 * reported with its case, and fails nothing.
 */
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Oracle } from '../../oracle/oracle.js';
import type { VerifyCase } from './cases.js';
import { judgeResult, type Contender } from './running/contenders.js';
import { explainCommand, type RunContext } from './counterexamples/counterexample.js';
import { sortedVerdicts } from './reporting/merge.js';
import { sliceIndex, streamCase, type StreamSlice } from './running/streams.js';
import type { BeyondContract, BeyondContractFailure, CaseVerdict, Verdict } from './types.js';
import type { OutsideProgram } from './options.js';

/** The listed cases within the puzzle's contract and those beyond it (none without a contract). */
export function splitByContract(
  puzzle: AnyPuzzleDefinition,
  list: readonly VerifyCase[],
): { within: VerifyCase[]; beyond: VerifyCase[] } {
  const contract = puzzle.contract;
  if (!contract) return { within: [...list], beyond: [] };
  return { within: list.filter((c) => contract.holds(c.case)), beyond: list.filter((c) => !contract.holds(c.case)) };
}

/** An outside program's slice of a random stream: the same positions, every case within the contract. */
export function withinContract(slice: StreamSlice): StreamSlice {
  return slice.stream.kind === 'random' ? { ...slice, stream: { ...slice.stream, withinContract: true } } : slice;
}

/**
 * The random cases beyond the contract: those of the solvers' slice of the stream that break it,
 * numbered after the `listed` cases as stream cases are. Only a random stream of fixed length has
 * them (an exhaustive stream runs as the puzzle enumerates it; a night's stream is open-ended).
 */
export function randomBeyondContract(
  puzzle: AnyPuzzleDefinition,
  slice: StreamSlice | null,
  listed: number,
): VerifyCase[] {
  const contract = puzzle.contract;
  if (!contract || !slice || slice.stream.kind !== 'random' || !Number.isFinite(slice.count)) return [];
  const beyond: VerifyCase[] = [];
  for (let position = 0; position < slice.count; position++) {
    const index = sliceIndex(slice, position);
    const c = streamCase(puzzle, slice.stream, index);
    if (!contract.holds(c)) beyond.push({ index: listed + index, case: c, origin: 'random' });
  }
  return beyond;
}

/** What judging the cases beyond the contract needs of the run. */
interface BeyondRun {
  readonly puzzle: AnyPuzzleDefinition;
  readonly oracle: Oracle<unknown>;
  /** For the explain command of the first failure. */
  readonly context: RunContext;
}

/**
 * A program's cases beyond the contract: `listed` of them were left out of its verdicts; `cases`
 * (null: not asked for) are run now and judged, their verdicts kept apart. `skip`: the program
 * stopped at its first failure (--fail-fast), so they are left unjudged.
 */
export async function judgeBeyondContract(
  run: BeyondRun,
  contender: Contender & { readonly program: OutsideProgram },
  listed: number,
  cases: readonly VerifyCase[] | null,
  skip = false,
): Promise<BeyondContract> {
  const verdicts: Partial<Record<Verdict, number>> = {};
  const seen: { first: { vcase: VerifyCase; verdict: CaseVerdict } | null } = { first: null };
  const toRun = cases === null || skip ? [] : cases;
  const results =
    toRun.length === 0
      ? []
      : await contender.run(
          toRun.map((c) => c.case),
          (i, result) => {
            const verdict = judgeResult(run.oracle, run.puzzle, toRun[i].case, result);
            verdicts[verdict.verdict] = (verdicts[verdict.verdict] ?? 0) + 1;
            // Results may come out of order: the earliest case's failure is the one shown.
            if (verdict.verdict !== 'ok' && (seen.first === null || toRun[i].index < seen.first.vcase.index))
              seen.first = { vcase: toRun[i], verdict };
          },
        );
  const judged = results.filter((r) => r !== null).length;
  const left = (cases?.length ?? 0) - judged;
  const shown = seen.first;
  return {
    contract: run.puzzle.contract?.description ?? '',
    listed,
    run: cases !== null,
    cases: judged,
    failed: judged - (verdicts.ok ?? 0),
    verdicts: sortedVerdicts(verdicts),
    ...(left > 0 ? { notJudged: left } : {}),
    firstFailure: shown ? beyondFailure(run, contender.program, shown.vcase, shown.verdict) : null,
  };
}

/** The first failure beyond the contract: the case as it ran (not shrunk), and how to look at it. */
function beyondFailure(
  run: BeyondRun,
  program: OutsideProgram,
  vcase: VerifyCase,
  verdict: CaseVerdict,
): BeyondContractFailure {
  const { puzzle, oracle } = run;
  return {
    caseIndex: vcase.index,
    origin: vcase.origin,
    verdict: verdict.verdict,
    detail: verdict.detail,
    input: puzzle.formatInput([vcase.case]),
    optimalLength: oracle.distance(vcase.case),
    expected: puzzle.formatOutput([oracle.answer(vcase.case)]),
    actual: verdict.printed ?? null,
    explain: explainCommand(run.context, puzzle, program, vcase.case),
  };
}
