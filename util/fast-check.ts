/**
 * fast-check, loaded when first asked for rather than when a puzzle's module loads: only random
 * cases need it, and `lexpath solve` never asks for them (loading it was about 19 ms of a 130 ms
 * `solve eight` on Node 20). require() is synchronous, as the puzzle kit's random-case functions
 * are; it loads fast-check's CommonJS build, which draws the same values for a seed as its ES
 * module build (the same code; a test compares them).
 */
import { createRequire } from 'node:module';
import type * as FastCheck from 'fast-check';

let loaded: typeof FastCheck | undefined;

export function fastCheck(): typeof FastCheck {
  loaded ??= createRequire(import.meta.url)('fast-check') as typeof FastCheck;
  return loaded;
}
