/** Bad input: the message names the case or line and what was expected; the CLI prints it plainly. */
export class InputError extends Error {
  override readonly name: string = 'InputError';
}

/**
 * A plug-in puzzle whose rules lie (a rank out of range, moves its replay does not follow, a
 * case with no answer, a heuristic that is not a number): the puzzle's fault, named as such, not
 * a solver's crash or lexpath's internal error. Exit code 2, like other bad input.
 */
export class PuzzleFault extends InputError {
  override readonly name: string = 'PuzzleFault';
}

/**
 * A bad command line (an unknown option, an option's value out of range): printed like bad input,
 * one line and exit code 2, with a pointer to the command's --help.
 */
export class UsageError extends InputError {
  override readonly name: string = 'UsageError';
}
