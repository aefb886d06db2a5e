/** Bad input: the message names the case or line and what was expected; the CLI prints it plainly. */
export class InputError extends Error {
  override readonly name = 'InputError';
}
