/** Bad input: the message names the case or line and what was expected; the CLI prints it plainly. */
export class InputError extends Error {
  override readonly name: string = 'InputError';
}

/**
 * A bad command line (an unknown option, an option's value out of range): printed like bad input,
 * one line and exit code 2, with a pointer to the command's --help.
 */
export class UsageError extends InputError {
  override readonly name: string = 'UsageError';
}
