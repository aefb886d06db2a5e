// The pancake problem as a lexpath plug-in puzzle: a stack of N pancakes (sizes 1..N, top first,
// N 2..9) is sorted, smallest on top, by flipping the top k pancakes. Move letters '2'..'9' name k,
// ordered '2' < '3' < ... < '9'.
//
// Judge format: T, then one line per case holding the stack, top first. Output: "Case x: n" and
// the flips (an empty line when n = 0), as in Eight II.
//
//   lexpath solve pancake --puzzle-module examples/pancake.mjs < stacks.txt
//   lexpath verify --puzzle pancake --puzzle-module examples/pancake.mjs
import { definePuzzle, InputError } from 'lexpath';

const LETTERS = '23456789';
const MAX = 9;

/** A stack's search space: ranks are Lehmer codes of the N! orders, the goal (sorted) is rank 0. */
class PancakeSpace {
  constructor(size) {
    this.size = size;
    this.key = `pancake/${size}`;
    this.moveLetters = LETTERS.slice(0, size - 1);
    this.stateSize = size;
    let count = 1;
    for (let i = 2; i <= size; i++) count *= i;
    this.rankCount = count;
  }
  newState() {
    return new Int32Array(this.size);
  }
  rank(state) {
    let rank = 0;
    for (let i = 0; i < this.size; i++) {
      let smaller = 0;
      for (let j = i + 1; j < this.size; j++) if (state[j] < state[i]) smaller++;
      rank = rank * (this.size - i) + smaller;
    }
    return rank;
  }
  unrank(rank, out) {
    const digits = [];
    for (let i = this.size - 1; i >= 0; i--) {
      digits[i] = rank % (this.size - i);
      rank = Math.floor(rank / (this.size - i));
    }
    const unused = Array.from({ length: this.size }, (_, v) => v + 1);
    for (let i = 0; i < this.size; i++) out[i] = unused.splice(digits[i], 1)[0];
  }
  /** Move m flips the top m + 2 pancakes; every flip is its own inverse. */
  apply(state, move) {
    const k = move + 2;
    if (k > this.size) return false;
    for (let i = 0, j = k - 1; i < j; i++, j--) [state[i], state[j]] = [state[j], state[i]];
    return true;
  }
  inverse(move) {
    return move;
  }
  isGoal(state) {
    for (let i = 0; i < this.size; i++) if (state[i] !== i + 1) return false;
    return true;
  }
  /**
   * The gap heuristic: neighbours (the plate counts as N + 1)
   * whose sizes differ by more than 1; a flip mends at most one.
   */
  heuristic(state) {
    let gaps = 0;
    for (let i = 0; i < this.size; i++) {
      const below = i + 1 < this.size ? state[i + 1] : this.size + 1;
      if (Math.abs(state[i] - below) !== 1) gaps++;
    }
    return gaps;
  }
  goalRanks() {
    return Int32Array.of(0);
  }
}

const spaces = new Map();
const spaceOf = (size) => spaces.get(size) ?? spaces.set(size, new PancakeSpace(size)).get(size);

function stackError(stack) {
  if (stack.length < 2 || stack.length > MAX) return `expected 2 to ${MAX} pancakes, got ${stack.length}`;
  const seen = new Set(stack);
  for (let size = 1; size <= stack.length; size++)
    if (!seen.has(size)) return `sizes 1-${stack.length} must each appear once (${size} is missing)`;
  return null;
}

function parseInput(input) {
  const lines = input
    .split('\n')
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter((l) => l.text !== '');
  if (lines.length === 0) throw new InputError('the input is empty: expected the number of cases T on the first line');
  if (!/^\d+$/.test(lines[0].text))
    throw new InputError(`line ${lines[0].line}: expected the number of cases T (a whole number)`);
  const total = Number(lines[0].text);
  if (lines.length - 1 !== total)
    throw new InputError(`line ${lines[0].line}: T is ${total}, but ${lines.length - 1} stack lines follow`);
  return lines.slice(1).map(({ text, line }, i) => {
    const stack = text.split(/\s+/).map(Number);
    const error = stack.some((n) => !Number.isInteger(n)) ? 'expected whole numbers' : stackError(stack);
    if (error) throw new InputError(`case ${i + 1}, line ${line}: ${error}`);
    return { stack };
  });
}

/** A seeded stack: 2 to 9 pancakes, then a shuffle (mulberry32 mixing of seed and index). */
function randomCase(seed, index) {
  let a = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const size = 2 + (index % (MAX - 1));
  const stack = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [stack[i], stack[j]] = [stack[j], stack[i]];
  }
  return { stack };
}

/** The stack that `moves` lead to; null when a flip is larger than the stack. */
export function afterMoves(c, moves) {
  const stack = [...c.stack];
  for (const letter of moves) {
    const k = LETTERS.indexOf(letter) + 2;
    if (k < 2 || k > stack.length) return null;
    stack.splice(0, k, ...stack.slice(0, k).reverse());
  }
  return { stack };
}

/** For `lexpath explain`: the stack drawn as bars in SVG, top first, each as wide as its size. */
function drawStack(c) {
  const bars = c.stack
    .map(
      (size, i) =>
        `<rect x="${100 - size * 10}" y="${i * 22 + 4}" width="${size * 20}" height="18" ` +
        `rx="6" fill="#e0a040" stroke="#6b4a10"/><text x="100" y="${i * 22 + 17}" ` +
        `text-anchor="middle" font-size="13" font-family="sans-serif">${size}</text>`,
    )
    .join('');
  return {
    svg:
      `<svg width="200" height="${c.stack.length * 22 + 8}" viewBox="0 ` +
      `0 200 ${c.stack.length * 22 + 8}" aria-hidden="true">${bars}</svg>`,
  };
}

export const pancake = definePuzzle({
  name: 'pancake',
  title: 'Pancake sorting (prefix reversals)',
  summary:
    'a stack of 2-9 pancakes, top first; flip the top k (letters 2-9, ' +
    '2 < 3 < ... < 9) until sorted; output Case x: n and the flips',
  puzzle: {
    name: 'pancake',
    title: 'Pancake sorting',
    moveLetters: LETTERS,
    subproblems: (c) => [{ space: spaceOf(c.stack.length), start: Int32Array.from(c.stack), label: 0 }],
    replay(c, moves) {
      const stack = [...c.stack];
      for (let i = 0; i < moves.length; i++) {
        const k = LETTERS.indexOf(moves[i]) + 2;
        if (k < 2) return { ok: false, kind: 'illegal-move', reason: `move ${i + 1} '${moves[i]}' is not one of 2-9` };
        if (k > stack.length)
          return {
            ok: false,
            kind: 'illegal-move',
            reason: `move ${i + 1} '${moves[i]}' flips more pancakes than the stack holds`,
          };
        stack.splice(0, k, ...stack.slice(0, k).reverse());
      }
      if (stack.some((size, i) => size !== i + 1))
        return { ok: false, kind: 'not-solved', reason: `the flips end at ${stack.join(' ')}, not sorted` };
      return { ok: true, label: 0 };
    },
  },
  stateCount: 362_880,
  maxDepth: 10,
  parseInput,
  formatInput: (cases) => `${cases.length}\n${cases.map((c) => `${c.stack.join(' ')}\n`).join('')}`,
  caseSyntax: 'the stack, top first, e.g. "3 1 2"',
  caseInput: (text) => `1\n${text.trim()}\n`,
  caseText: (c) => c.stack.join(' '),
  randomCase,
  afterMoves,
  drawing: { draw: drawStack },
});

export default pancake;
