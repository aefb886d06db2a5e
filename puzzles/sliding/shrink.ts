/** The sliding puzzles' shrink steps: shorter cases along an answer, and cases one move away. */
import type { AnswerStretches } from '../../oracle/oracle.js';
import type { Board } from './board.js';
import { SLIDING_MOVES, type SlidingCase } from './space.js';

/** The board after `move`, or the same board when the move leaves it. */
export function walk(neighbour: Int8Array, cells: readonly number[], move: number): number[] {
  const next = [...cells];
  const blank = next.indexOf(0);
  const to = neighbour[blank * 4 + move];
  if (to >= 0) {
    next[blank] = next[to];
    next[to] = 0;
  }
  return next;
}

/** The case `moves` lead to, towards the same goal; null when one takes the blank off the board. */
export function slidingAfter(board: Board, c: SlidingCase, moves: string): SlidingCase | null {
  const start = [...c.start];
  let blank = start.indexOf(0);
  for (const letter of moves) {
    const to = board.neighbour[blank * 4 + SLIDING_MOVES.indexOf(letter)];
    if (to === undefined || to < 0) return null;
    [start[blank], start[to]] = [start[to], 0];
    blank = to;
  }
  return { start, goal: c.goal };
}

/** The boards along `moves` from `start`. */
function boardsAlong(neighbour: Int8Array, start: readonly number[], moves: string): number[][] {
  const boards = [[...start]];
  for (const letter of moves) boards.push(walk(neighbour, boards[boards.length - 1], SLIDING_MOVES.indexOf(letter)));
  return boards;
}

const sameBoard = (a: readonly number[], b: readonly number[]): boolean => a.every((v, i) => v === b[i]);

/** Every stretch of `length` moves of the expected answer, as a case. */
export function slidingSubCases(board: Board, c: SlidingCase, expectedMoves: string, length: number): SlidingCase[] {
  const boards = boardsAlong(board.neighbour, c.start, expectedMoves);
  const out: SlidingCase[] = [];
  for (let i = 0; i + length <= expectedMoves.length; i++) out.push({ start: boards[i], goal: boards[i + length] });
  return out;
}

/**
 * Every stretch of an answer (the board after i moves to the board after j), as a case with its
 * own smallest shortest answer (oracle.ts, AnswerStretches, says why): the cases shrinking tries.
 */
export function slidingStretches(board: Board): AnswerStretches<SlidingCase> {
  return function* (c, moves) {
    const boards = boardsAlong(board.neighbour, c.start, moves);
    for (let i = 0; i < moves.length; i++) {
      for (let j = i + 1; j <= moves.length; j++) {
        if (j - i < moves.length) yield [{ start: boards[i], goal: boards[j] }, moves.slice(i, j)] as const;
      }
    }
  };
}

/** From where the two answers part to where they meet again, as a case (null when that is the whole case). */
export function slidingDivergenceCase(
  board: Board,
  c: SlidingCase,
  expectedMoves: string,
  actualMoves: string,
  from: number,
): SlidingCase | null {
  const expectedBoards = boardsAlong(board.neighbour, c.start, expectedMoves);
  const actualBoards = boardsAlong(board.neighbour, c.start, actualMoves);
  let j = from + 1;
  while (j < expectedBoards.length && !sameBoard(expectedBoards[j], actualBoards[j])) j++;
  if (j >= expectedBoards.length || (from === 0 && j === expectedMoves.length)) return null;
  return { start: expectedBoards[from], goal: expectedBoards[j] };
}

/** The cases one move of the start or of the goal away. */
export function slidingNeighbours(board: Board, c: SlidingCase): SlidingCase[] {
  const out: SlidingCase[] = [];
  for (let move = 0; move < 4; move++) {
    out.push({ start: walk(board.neighbour, c.start, move), goal: [...c.goal] });
    out.push({ start: [...c.start], goal: walk(board.neighbour, c.goal, move) });
  }
  return out;
}
