/**
 * One typed table per command, as cac and vitest declare their options: each option once, with
 * its flag, type, default and help (yargs' own `Options`), and what it means to a run (`roles`).
 * From the table come the yargs builder (`withOptions`), the args type (`ArgsOf`), the help and
 * so docs/cli.md (yargs renders both), and the lists of options that play a role (`optionsIn`).
 * A table may carry more for the library that runs the command (verify's `run`, read by
 * harness/verify/run-options.ts); yargs never sees it. Checks and defaults that need more than the
 * flag stay in the library.
 */
import type { Argv, InferredOptionTypes, Options } from 'yargs';
import { UsageError } from './errors.js';

/** What an option means to a run beyond its flag; each a list the command's code reads from the table. */
export interface OptionRoles {
  /** Recorded in the report's options. */
  readonly recorded?: boolean;
  /**
   * Given again in the replay command of a counterexample: always, or only when its value is not
   * its default.
   */
  readonly replay?: boolean | 'unless-default';
  /** Part of a checkpoint's identity: a checkpoint written with another value is not continued. */
  readonly identity?: boolean;
  /** Shards merged into one report must agree on it. */
  readonly agree?: boolean;
}

export type OptionSpec = Options & { readonly roles?: OptionRoles; readonly run?: object };
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** The parsed arguments a table gives, as yargs infers them (a coerced option: its coerced type). */
export type ArgsOf<T extends OptionTable> = InferredOptionTypes<T>;

/** A table, checked and kept literal (`type: 'string'` stays 'string', so `ArgsOf` can infer). */
export function optionTable<const T extends OptionTable>(table: T): T {
  return table;
}

/** The table's options added to a yargs builder (the roles and the run's part are lexpath's, not yargs'). */
export function withOptions<A, T extends OptionTable>(y: Argv<A>, table: T): Argv<A & ArgsOf<T>> {
  const plain: Record<string, Options> = {};
  for (const [name, spec] of Object.entries(table)) {
    const { roles: _roles, run: _run, ...options } = spec;
    plain[name] = options;
  }
  return y.options(plain) as unknown as Argv<A & ArgsOf<T>>;
}

/** The names of the options that play `role`, in the table's order. */
export function optionsIn<T extends OptionTable>(table: T, role: keyof OptionRoles): (keyof T & string)[] {
  return Object.keys(table).filter((name) => Boolean(table[name].roles?.[role]));
}

/** A yargs `coerce` for a whole-number option: a plain message instead of NaN or a fraction. */
export function wholeNumber(option: string, min: number): (value: unknown) => number {
  return (value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'number' && Number.isInteger(last) && !Number.isSafeInteger(last) && last > 0) {
      throw new UsageError(`--${option} takes a whole number up to ${Number.MAX_SAFE_INTEGER}; that one is too large`);
    }
    if (typeof last !== 'number' || !Number.isSafeInteger(last) || last < min) {
      const bound = min === 0 || min === 1 ? `, ${min} or more` : '';
      const shown = typeof last === 'number' && Number.isFinite(last) ? `, not ${last}` : '';
      throw new UsageError(`--${option} takes a whole number${bound}${shown}`);
    }
    return last;
  };
}
