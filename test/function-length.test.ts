/**
 * No function over 80 lines in the source (tests and fixtures excluded). A function's length runs
 * from the line its `function` keyword or arrow starts on to the line of its closing brace; the
 * functions inside it (an object literal of closures too) count as part of it.
 *
 * ALLOWED lists the functions still over the limit, each with what is meant to happen to it; one
 * of them that is split comes off the list (the test says so), and a new long function fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const LIMIT = 80;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The compiled sources (tsconfig.json's include). */
const SOURCES = ['index.ts', 'util', 'solvers', 'oracle', 'puzzles', 'harness', 'scripts'];

/** Over the limit for now, by the name of the outermost function (everything inside it goes with it). None is. */
const ALLOWED: Record<string, string> = {};

interface LongFunction {
  readonly where: string;
  /** Enclosing named functions, outermost first, and the function itself. */
  readonly path: readonly string[];
  readonly lines: number;
}

function sourceFiles(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
  return /\.c?ts$/.test(path) && !/\.(test|fixture|d)\.ts$/.test(path) ? [path] : [];
}

type Node = { type?: string; start?: number; end?: number; [key: string]: unknown };

function longFunctions(file: string): LongFunction[] {
  const code = readFileSync(file, 'utf8');
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found: LongFunction[] = [];
  const visit = (
    node: unknown,
    name: string | undefined,
    path: readonly string[],
    className: string | undefined,
  ): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, name, path, className);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    const id = (n.id as Node | null | undefined)?.name as string | undefined;
    const key = n.key as Node | undefined;
    const keyName = (key?.name ?? key?.value) as string | undefined;
    if (n.type === 'ClassDeclaration' || n.type === 'ClassExpression') className = id ?? className;
    if (n.type === 'VariableDeclarator' && id) name = id;
    if ((n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') && keyName)
      name = className ? `${className}.${keyName}` : keyName;
    if (n.type === 'Property' && keyName) name = keyName;
    if (n.type === 'FunctionDeclaration' && id) name = id;
    if (
      (n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression') &&
      n.body
    ) {
      path = [...path, name ?? '(anonymous)'];
      const lines = lineOf(n.end! - 1) - lineOf(n.start!) + 1;
      if (lines > LIMIT) found.push({ where: `${relative(ROOT, file)}:${lineOf(n.start!)}`, path, lines });
    }
    for (const [k, child] of Object.entries(n))
      if (k !== 'type' && child && typeof child === 'object') visit(child, name, path, className);
  };
  visit(parseAst(code, { lang: 'ts' }).body, undefined, [], undefined);
  return found;
}

describe('function length', () => {
  const all = SOURCES.flatMap((s) => sourceFiles(join(ROOT, s))).flatMap(longFunctions);
  const label = (f: LongFunction) => `${f.where} ${f.path.join(' > ')} (${f.lines} lines)`;

  it(`no function is over ${LIMIT} lines, apart from those allowed for now`, () => {
    expect(all.filter((f) => !(f.path[0] in ALLOWED)).map(label)).toEqual([]);
  });

  it('every function allowed for now is still over the limit (take it off the list once it is split)', () => {
    const stillLong = new Set(all.map((f) => f.path[0]));
    expect(Object.keys(ALLOWED).filter((name) => !stillLong.has(name))).toEqual([]);
  });
});
