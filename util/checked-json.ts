/**
 * Reading JSON against a zod schema with one way to report a mismatch: the file, the line when there
 * is one, the field's path and what was wrong, with at most a short escaped excerpt of the bad value.
 * zod is imported for its types only: a schema brings its own, so what imports this (the kit, on the
 * way of `lexpath solve`) loads no zod.
 */
import type { z } from 'zod';
import { excerpt, oneLine } from './escape.js';

/**
 * Files written before `puzzle` was the word name the puzzle in a field `domain`: read as `puzzle`
 * (a file holding both keeps its `puzzle`). A schema applies it with z.preprocess.
 */
export function renameOldPuzzleField(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('domain' in value)) return value;
  const { domain, ...rest } = value;
  return 'puzzle' in rest ? rest : { puzzle: domain, ...rest };
}

/** 'solvers[0].verdicts.ok' from a zod path. */
function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? oneLine(String(key)) : `.${oneLine(String(key))}`;
  }
  return out;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string "${excerpt(value, 30)}"`;
  return `${typeof value} ${excerpt(String(value), 30)}`;
}

/** Result of checking a value against a schema: the value itself, or a one-line reason. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Checks `value` against `schema` and gives the schema's output (unknown fields dropped, old ones
 * renamed). The error names `where` (file, and line when given), the first wrong field and what it
 * holds, and how many other fields are wrong.
 */
export function check<S extends z.ZodType>(schema: S, value: unknown, where: string): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  const first = issues[0];
  const path = fieldPath(first.path);
  const expectedText =
    first.code === 'invalid_type'
      ? `expected ${first.expected}`
      : oneLine(first.message).replace(/^Invalid input: /, '');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length === 2 ? '' : 's'})` : '';
  const field = path === '' ? 'the whole value' : `field ${path}`;
  return {
    ok: false,
    error: `${where}: ${field}: ${expectedText}, got ${describeValue(valueAt(value, first.path))}${more}`,
  };
}

/** Parses JSON text; the error quotes no more than a short excerpt of the text. */
export function parseJson(text: string, where: string): Checked<unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error:
        `${where}: not valid JSON (${excerpt(reason.replace(/, "[\s\S]*$/, ''), 80)}): ` +
        `${excerpt(text.trim(), 40)}`,
    };
  }
}
