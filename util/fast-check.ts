/**
 * fast-check, loaded when first asked for rather than when a puzzle's module loads: only random
 * cases need it, `lexpath solve` never asks for them, and loading it is a large share of that
 * command's start-up (docs/performance.md). require() is synchronous, as the puzzle kit's
 * random-case functions are; it loads fast-check's CommonJS build, which draws the same values for
 * a seed as its ES module build (the same code; a test compares them).
 */
import { createRequire } from 'node:module';
import type * as FastCheck from 'fast-check';

let loaded: typeof FastCheck | undefined;

export function fastCheck(): typeof FastCheck {
  loaded ??= createRequire(import.meta.url)('fast-check') as typeof FastCheck;
  return loaded;
}
