/**
 * The C++ checkers and validators a package holds: each compiles with g++ -O2 -std=c++17 and speaks
 * its protocol (Kattis, testlib, CMS) on accepted, wrong-format, illegal, not-solved, not-shortest
 * and not-lex-smallest outputs (and Rotation's wrong centre), with the Node checker's verdict and
 * message. The testlib checker is driven through a stand-in testlib.h (test/fixtures); it is also
 * compiled against the public testlib.h where one is installed, and that case says when it is not.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puzzleDefinition, registerPuzzle } from '../../puzzles/index.js';
import { checkOutput } from './check.js';
import { compileCpp, findCompiler } from './compiler.js';
import { checkerSource, validatorSource, type CheckerProtocol } from './cpp-sources.js';
import { eightCheckCases, rotationCheckCases, type CheckCases } from './outputs.fixture.js';
import { pancake } from '../../examples/pancake.mjs';

const STAND_IN = fileURLToPath(new URL('../../test/fixtures/testlib-stand-in', import.meta.url));
const compiler = findCompiler();
if (compiler === null) throw new Error('these tests need a C++ compiler (g++ or $CXX)');

/** The public testlib.h's folder: $LEXPATH_TESTLIB (its folder or the file), or a system include folder. */
function publicTestlib(): string | null {
  const named = process.env.LEXPATH_TESTLIB;
  if (named) return named.endsWith('.h') ? dirname(named) : named;
  return ['/usr/include', '/usr/local/include'].find((dir) => existsSync(join(dir, 'testlib.h'))) ?? null;
}
const testlibDir = publicTestlib();
if (testlibDir === null)
  console.warn(
    'lexpath: the check against the public testlib.h is SKIPPED: no testlib.h found ' +
      '(set LEXPATH_TESTLIB to its folder); the testlib checker is driven through a stand-in instead',
  );

const dir = mkdtempSync(join(tmpdir(), 'lexpath-checkers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], stdin = '') {
  const done = spawnSync(argv[0], argv.slice(1), { input: stdin, encoding: 'utf8' });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

/** Writes a file into the scratch folder; returns its path. */
function file(name: string, content: string): string {
  writeFileSync(join(dir, name), content);
  return join(dir, name);
}

/** Runs a checker in its protocol: the exit code, and the message where the protocol puts it. */
function judge(protocol: CheckerProtocol, binary: string, input: string, answer: string, output: string) {
  const [inFile, ansFile, outFile] = [file('in', input), file('ans', answer), file('out', output)];
  if (protocol === 'kattis') {
    const done = run([binary, inFile, ansFile, dir], output);
    return {
      code: done.code,
      message: readFileSync(join(dir, 'judgemessage.txt'), 'utf8').trim(),
      stdout: done.stdout,
    };
  }
  if (protocol === 'cms') {
    const done = run([binary, inFile, ansFile, outFile]);
    return { code: done.code, message: done.stderr.trim(), stdout: done.stdout.trim() };
  }
  const done = run([binary, inFile, outFile, ansFile]);
  return { code: done.code, message: done.stderr.trim(), stdout: done.stdout };
}

const EXPECTED: Record<CheckerProtocol, (outcome: string) => { code: number; stdout?: string; prefix: string }> = {
  kattis: (o) => ({ code: o === 'accepted' ? 42 : 43, prefix: '' }),
  cms: (o) => ({ code: 0, stdout: o === 'accepted' ? '1.0' : '0.0', prefix: '' }),
  testlib: (o) => {
    const [code, word] = {
      accepted: [0, 'ok'],
      'wrong-answer': [1, 'wrong answer'],
      'wrong-format': [2, 'wrong output format'],
    }[o] as [number, string];
    return { code, prefix: `${word} ` };
  },
};

describe.each([
  ['eight', eightCheckCases()],
  ['rotation', rotationCheckCases()],
] as [string, CheckCases][])('the %s checkers', (_, cases) => {
  const binaries = {} as Record<CheckerProtocol, string>;
  beforeAll(async () => {
    const name = String(cases.puzzle.name);
    const [kattis, cms, testlib] = await Promise.all([
      compileCpp(compiler, checkerSource(cases.puzzle, 'kattis'), dir, `${name}-kattis`),
      compileCpp(compiler, checkerSource(cases.puzzle, 'cms'), dir, `${name}-cms`),
      compileCpp(compiler, checkerSource(cases.puzzle, 'testlib'), dir, `${name}-testlib`, [STAND_IN]),
    ]);
    Object.assign(binaries, { kattis, cms, testlib });
  }, 300_000);

  for (const protocol of ['kattis', 'testlib', 'cms'] as const) {
    it.each(cases.outputs.map((o) => [o.name, o] as const))(
      `${protocol}: judges the %s output as the Node checker`,
      (_n, o) => {
        const node = checkOutput(cases.puzzle, cases.input, cases.answer, o.output);
        const expected = EXPECTED[protocol](o.outcome);
        const got = judge(protocol, binaries[protocol], cases.input, cases.answer, o.output);
        expect(got.code).toBe(expected.code);
        if (expected.stdout !== undefined) expect(got.stdout).toBe(expected.stdout);
        expect(got.message).toBe(`${expected.prefix}${node.message}`);
      },
    );

    it.each(cases.juryFaults.map((f) => [f.name, f] as const))(`${protocol}: fails the jury when %s`, (_n, fault) => {
      const node = checkOutput(cases.puzzle, cases.input, fault.answer, fault.output);
      const got = judge(protocol, binaries[protocol], cases.input, fault.answer, fault.output);
      expect(got.code).toBe(protocol === 'testlib' ? 3 : 1);
      expect(got.message).toBe(`${protocol === 'testlib' ? 'FAIL ' : ''}${node.message}`);
    });
  }

  it.skipIf(testlibDir === null)(
    'the testlib checker compiles against the public testlib.h and accepts the right output',
    async () => {
      const binary = await compileCpp(
        compiler,
        checkerSource(cases.puzzle, 'testlib'),
        dir,
        `${String(cases.puzzle.name)}-real-testlib`,
        [testlibDir!],
      );
      expect(judge('testlib', binary, cases.input, cases.answer, cases.answer).code).toBe(0);
      expect(judge('testlib', binary, cases.input, cases.answer, cases.outputs[5].output).code).toBe(1);
    },
    300_000,
  );
});

describe('the input validators', () => {
  const binaries: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['eight', 'rotation', 'slide-2x3']) {
      binaries[name] = await compileCpp(
        compiler,
        validatorSource(puzzleDefinition(name), 'kattis')!,
        dir,
        `${name}-validate`,
      );
    }
  }, 300_000);
  const valid = (name: string, input: string) => run([binaries[name]], input).code;

  it('accept the judge input of Eight II', () => expect(valid('eight', eightCheckCases().input)).toBe(42));
  it('refuse an Eight II file of more than 200 cases', () => {
    expect(valid('eight', `201\n${'12X453786\n12345678X\n'.repeat(201)}`)).toBe(43);
  });
  it('refuse an unsolvable Eight II pair', () => expect(valid('eight', '1\n12X453786\n21345678X\n')).toBe(43));
  it('refuse a repeated tile', () => expect(valid('eight', '1\n12X453781\n12345678X\n')).toBe(43));
  it('refuse carriage returns', () => expect(valid('eight', '1\r\n12X453786\r\n12345678X\r\n')).toBe(43));
  it('accept the judge input of The Rotation Game', () =>
    expect(valid('rotation', rotationCheckCases().input)).toBe(42));
  it('refuse a board without eight of each digit', () => {
    expect(valid('rotation', `${'1 '.repeat(9)}${'2 '.repeat(7)}${'3 '.repeat(7)}3\n0\n`)).toBe(43);
  });
  it('refuse 31 Rotation boards', () => {
    const board = '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n';
    expect([valid('rotation', `${board.repeat(30)}0\n`), valid('rotation', `${board.repeat(31)}0\n`)]).toEqual([
      42, 43,
    ]);
  });
  it('refuse Rotation input without the closing 0', () => {
    expect(valid('rotation', '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n')).toBe(43);
  });
  it('check solvability on a 2x3 sliding puzzle', () => {
    expect([
      valid('slide-2x3', '1\n1 2 3 4 5 0\n1 2 3 4 0 5\n'),
      valid('slide-2x3', '1\n2 1 3 4 5 0\n1 2 3 4 5 0\n'),
    ]).toEqual([42, 43]);
  });
});

describe('the checkers of other puzzles', () => {
  it('a sliding puzzle: replays the moves (2x3)', async () => {
    const puzzle = puzzleDefinition('slide-2x3');
    const binary = await compileCpp(compiler, checkerSource(puzzle, 'kattis'), dir, 'slide-kattis');
    const input = '1\n1 2 3 4 5 0\n1 2 3 4 0 5\n';
    const answer = 'Case 1: 1\nl\n';
    expect(judge('kattis', binary, input, answer, answer).code).toBe(42);
    const illegal = judge('kattis', binary, input, answer, 'Case 1: 1\nd\n');
    expect([illegal.code, illegal.message]).toEqual([43, checkOutput(puzzle, input, answer, 'Case 1: 1\nd\n').message]);
  }, 300_000);

  it("a plug-in: compares the moves with the jury's, without replaying them", async () => {
    registerPuzzle(pancake);
    const binary = await compileCpp(compiler, checkerSource(pancake, 'kattis'), dir, 'pancake-kattis');
    const input = '1\n3 1 2\n';
    const answer = puzzleDefinition('pancake').formatOutput([{ moves: '32', label: 0 }]);
    expect(judge('kattis', binary, input, answer, answer).code).toBe(42);
    expect(judge('kattis', binary, input, answer, 'Case 1: 4\n2232\n').message).toBe(
      "case 1: not-shortest: 4 moves, but the jury's answer has 2",
    );
    expect(judge('kattis', binary, input, answer, 'Case 1: 2\n3x\n').message).toMatch(
      /^case 1: illegal-move: move 2 'x'/,
    );
  }, 300_000);
});
