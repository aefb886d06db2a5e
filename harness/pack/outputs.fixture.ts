/**
 * Outputs a checker must tell apart, for Eight II and The Rotation Game: the jury's answers, and one
 * output of each kind of failure (wrong format, an illegal move, not solved, not shortest, not the
 * smallest, Rotation's wrong centre digit), plus answer files that are themselves wrong (FAIL).
 */
import { oracleOf, puzzleDefinition, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { PrintedAnswer } from '../../puzzles/kit/judge-format.js';
import { findSolver } from '../../solvers/registry.js';
import { solveCase } from '../../solvers/solve.js';
import type { CheckOutcome } from './check.js';

export interface CheckedOutput {
  readonly name: string;
  readonly output: string;
  readonly outcome: CheckOutcome;
  /** The verdict name the message starts with (after `case k: `), or null for accepted. */
  readonly verdict: string | null;
}

export interface CheckCases {
  readonly puzzle: AnyPuzzleDefinition;
  readonly input: string;
  readonly answer: string;
  readonly outputs: readonly CheckedOutput[];
  /** Answer files the jury got wrong, each with an output that shows it: FAIL. */
  readonly juryFaults: readonly { readonly name: string; readonly answer: string; readonly output: string }[];
}

/** The jury's answers, and bfs-wrong-order's answer to the last case (as short, not the smallest). */
function answers(puzzle: AnyPuzzleDefinition, cases: readonly unknown[]): { jury: PrintedAnswer[]; larger: string } {
  const oracle = oracleOf<unknown>(puzzle);
  const jury = cases.map((c) => oracle.answer(c));
  const wrong = solveCase(puzzle.puzzle, findSolver('bfs-wrong-order')!.search, cases[cases.length - 1]);
  if (!wrong.solved || wrong.moves.length !== jury[jury.length - 1].moves.length || wrong.moves === jury[2].moves)
    throw new Error('the fixture case no longer tells bfs-wrong-order apart');
  return { jury, larger: wrong.moves };
}

function withMoves(jury: readonly PrintedAnswer[], index: number, moves: string, label?: number): PrintedAnswer[] {
  return jury.map((a, i) => (i === index ? { moves, label: label ?? a.label } : a));
}

export function eightCheckCases(): CheckCases {
  const puzzle = puzzleDefinition('eight');
  const cases = puzzle.parseInput('3\n12X453786\n12345678X\n564178X23\n7568X4123\n534X12678\n1X4352678\n');
  const { jury, larger } = answers(puzzle, cases);
  const out = (a: PrintedAnswer[]) => puzzle.formatOutput(a);
  return {
    puzzle,
    input: puzzle.formatInput(cases),
    answer: out(jury),
    outputs: [
      { name: 'accepted', output: out(jury), outcome: 'accepted', verdict: null },
      {
        name: 'wrong format',
        output: out(jury).replace('Case 2: 8', 'Case 2:8'),
        outcome: 'wrong-format',
        verdict: 'wrong-format',
      },
      {
        name: 'illegal move',
        output: out(withMoves(jury, 1, 'lrrulldr')),
        outcome: 'wrong-answer',
        verdict: 'illegal-move',
      },
      { name: 'not solved', output: out(withMoves(jury, 0, 'ld')), outcome: 'wrong-answer', verdict: 'not-solved' },
      {
        name: 'not shortest',
        output: out(withMoves(jury, 0, 'lrdd')),
        outcome: 'wrong-answer',
        verdict: 'not-shortest',
      },
      {
        name: 'not lex-smallest',
        output: out(withMoves(jury, 2, larger)),
        outcome: 'wrong-answer',
        verdict: 'not-lex-smallest',
      },
      { name: 'output cut short', output: out(jury.slice(0, 2)), outcome: 'wrong-format', verdict: 'wrong-format' },
      { name: 'extra output', output: `${out(jury)}Case 4: 0\n\n`, outcome: 'wrong-format', verdict: 'wrong-format' },
    ],
    juryFaults: [
      { name: 'jury not the smallest', answer: out(withMoves(jury, 2, larger)), output: out(jury) },
      { name: 'jury not shortest', answer: out(withMoves(jury, 0, 'lrdd')), output: out(jury) },
      { name: 'jury answer illegal', answer: out(withMoves(jury, 1, 'lrrulldr')), output: out(jury) },
    ],
  };
}

export function rotationCheckCases(): CheckCases {
  const puzzle = puzzleDefinition('rotation');
  const cases = puzzle.parseInput(
    '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n' +
      '3 3 3 2 3 1 1 2 2 2 3 2 2 1 3 2 2 1 1 1 3 1 1 3\n0\n',
  );
  const { jury, larger } = answers(puzzle, cases);
  const out = (a: PrintedAnswer[]) => puzzle.formatOutput(a);
  return {
    puzzle,
    input: puzzle.formatInput(cases),
    answer: out(jury),
    outputs: [
      { name: 'accepted', output: out(jury), outcome: 'accepted', verdict: null },
      {
        name: 'wrong format',
        output: out(jury).replace(/\n2\n/, '\nx\n'),
        outcome: 'wrong-format',
        verdict: 'wrong-format',
      },
      { name: 'illegal move', output: out(withMoves(jury, 0, 'AZ')), outcome: 'wrong-answer', verdict: 'illegal-move' },
      { name: 'not solved', output: out(withMoves(jury, 0, 'AB')), outcome: 'wrong-answer', verdict: 'not-solved' },
      {
        name: 'wrong centre',
        output: out(withMoves(jury, 0, 'AC', 3)),
        outcome: 'wrong-answer',
        verdict: 'wrong-centre',
      },
      {
        name: 'not shortest',
        output: out(withMoves(jury, 0, 'AFAC')),
        outcome: 'wrong-answer',
        verdict: 'not-shortest',
      },
      {
        name: 'not lex-smallest',
        output: out(withMoves(jury, 2, larger)),
        outcome: 'wrong-answer',
        verdict: 'not-lex-smallest',
      },
      {
        name: 'no moves line',
        output: out(jury).replace('AC\n', ''),
        outcome: 'wrong-format',
        verdict: 'wrong-format',
      },
    ],
    juryFaults: [
      { name: 'jury not the smallest', answer: out(withMoves(jury, 2, larger)), output: out(jury) },
      { name: 'jury not shortest', answer: out(withMoves(jury, 0, 'AFAC')), output: out(jury) },
      { name: 'jury centre wrong', answer: out(withMoves(jury, 0, 'AC', 3)), output: out(jury) },
    ],
  };
}

/** The verdict name a checker's message starts with ('case 2: not-shortest: ...', 'wrong-format: ...'). */
export function verdictOf(message: string): string | null {
  return /^(?:case \d+: )?([a-z-]+):/.exec(message)?.[1] ?? null;
}
