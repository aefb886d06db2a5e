/**
 * How every command ends: it returns an exit code, and this wrapper sets it. Expected failures
 * (bad input, bad options) print one plain line; anything else is an internal error, shown with its
 * stack only when LEXPATH_DEBUG is set.
 */
import { InputError } from '../errors.js';
import { terminalSafe } from '../text/escape.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;
export const EXIT_INTERNAL = 70;

export async function runCommand(body: () => Promise<number> | number): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    if (error instanceof InputError) {
      process.stderr.write(`lexpath: ${terminalSafe(error.message)}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const text = error instanceof Error ? (process.env.LEXPATH_DEBUG ? error.stack : error.message) : String(error);
    process.stderr.write(`lexpath: internal error: ${terminalSafe(String(text))}\n`);
    process.exitCode = EXIT_INTERNAL;
  }
}
