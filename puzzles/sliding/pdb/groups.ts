/**
 * The 4x4 board of the pattern databases, the tile groups of a goal (the rest of the blank's goal
 * row, then columns 0-1 and 2-3 of the other rows), the reflection a goal allows, and the reflection
 * the second estimate reads the board through (mirrorOf).
 */
export const SIDE = 4;
export const CELLS = 16;

/** The tile groups for a goal blank cell p (lists of goal cells, ascending). */
export function patternGroups(goalBlank: number): number[][] {
  const blankRow = Math.floor(goalBlank / SIDE);
  const row: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (cell === goalBlank) continue;
    if (Math.floor(cell / SIDE) === blankRow) row.push(cell);
    else if (cell % SIDE < 2) left.push(cell);
    else right.push(cell);
  }
  return [row, left, right];
}

/** The board reflection that keeps the goal blank cell in place, or null when none does. */
export function goalReflection(goalBlank: number): Int32Array | null {
  const r = Math.floor(goalBlank / SIDE);
  const c = goalBlank % SIDE;
  const reflect = new Int32Array(CELLS);
  if (r === c) {
    for (let cell = 0; cell < CELLS; cell++) reflect[cell] = (cell % SIDE) * SIDE + Math.floor(cell / SIDE);
  } else if (r + c === SIDE - 1) {
    for (let cell = 0; cell < CELLS; cell++) {
      reflect[cell] = (SIDE - 1 - (cell % SIDE)) * SIDE + (SIDE - 1 - Math.floor(cell / SIDE));
    }
  } else {
    return null;
  }
  return reflect;
}

/**
 * The reflection the heuristic's second estimate reads the board through: the goal's own where it
 * has one (so the reflected goal is the goal), else the transpose.
 */
export function mirrorOf(goalBlank: number): Int32Array {
  return (
    goalReflection(goalBlank) ??
    Int32Array.from({ length: CELLS }, (_, cell) => (cell % SIDE) * SIDE + Math.floor(cell / SIDE))
  );
}
