/**
 * The C++ compiler a pack checks its own checker with, when the machine has one: `$CXX`, else
 * `g++` on the PATH. Programs are compiled as judges compile them, `-O2 -std=c++17`.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { runProgram } from '../process/run-program.js';

const run = promisify(execFile);
const CXX_FLAGS = ['-O2', '-std=c++17'] as const;
const COMPILE_LIMIT_MS = 180_000;
const CHECK_LIMIT_MS = 30_000;

/** The compiler to use, or null when there is none. */
export function findCompiler(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CXX) return env.CXX;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    try {
      accessSync(join(dir, 'g++'), constants.X_OK);
      return join(dir, 'g++');
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Compiles one source (written into `dir` as NAME.cpp) to `dir`/NAME; throws with the compiler's message. */
export async function compileCpp(
  compiler: string,
  source: string,
  dir: string,
  name: string,
  includeDirs: readonly string[] = [],
): Promise<string> {
  const file = join(dir, `${name}.cpp`);
  const binary = join(dir, name);
  writeFileSync(file, source);
  const includes = includeDirs.flatMap((d) => ['-I', d]);
  try {
    await run(compiler, [...CXX_FLAGS, ...includes, '-o', binary, file], { timeout: COMPILE_LIMIT_MS });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`${compiler} could not compile ${name}.cpp: ${stderr.trim().split('\n').slice(0, 6).join(' | ')}`);
  }
  return binary;
}

interface ProgramExit {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a compiled checker or validator: argv, with `stdin` on its standard input. */
export async function runCompiled(argv: readonly string[], stdin: string): Promise<ProgramExit> {
  const outcome = await runProgram([...argv], { input: stdin, timeLimitMs: CHECK_LIMIT_MS });
  if (outcome.status !== 'exited') throw new Error(`${argv[0]} did not finish (${outcome.status})`);
  return { code: outcome.code, stdout: outcome.stdout ?? '', stderr: outcome.stderr };
}
