import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles, checkOutput } from './check.js';
import { eightCheckCases, rotationCheckCases, verdictOf } from './outputs.fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'lexpath-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['eight', eightCheckCases()],
  ['rotation', rotationCheckCases()],
])('the Node checker on %s', (_, cases) => {
  it.each(cases.outputs.map((o) => [o.name, o] as const))('judges the %s output', (_name, expected) => {
    const result = checkOutput(cases.puzzle, cases.input, cases.answer, expected.output);
    expect(result.outcome).toBe(expected.outcome);
    expect(verdictOf(result.message)).toBe(expected.verdict);
  });

  it.each(cases.juryFaults.map((f) => [f.name, f] as const))('fails the jury when %s', (_name, fault) => {
    const result = checkOutput(cases.puzzle, cases.input, fault.answer, fault.output);
    expect(result.outcome).toBe('jury-fault');
    expect(result.message).toMatch(/^the (jury's answer is wrong|answer file, case \d+):/);
  });
});

describe('the Node checker messages', () => {
  const cases = eightCheckCases();
  const message = (name: string) =>
    checkOutput(cases.puzzle, cases.input, cases.answer, cases.outputs.find((o) => o.name === name)!.output).message;

  it('names the step where the answer is larger than the jury', () => {
    expect(message('not lex-smallest')).toBe(
      "case 3: not-lex-smallest: step 1: the output takes 'u', the jury's answer, as short, takes 'r', smaller",
    );
  });

  it('names the illegal move as verify does', () => {
    expect(message('illegal move')).toBe("case 2: illegal-move: move 1 'l' takes X off the board");
  });

  it('gives the lengths of a longer answer', () => {
    expect(message('not shortest')).toBe("case 1: not-shortest: 4 moves, but the jury's answer has 2");
  });

  it('counts the cases of an accepted output', () => {
    expect(message('accepted')).toBe('3 cases, every answer the smallest shortest one');
  });
});

describe('checkFiles', () => {
  const cases = eightCheckCases();
  const input = join(dir, 'in.txt');
  const answer = join(dir, 'ans.txt');
  writeFileSync(input, cases.input);
  writeFileSync(answer, cases.answer);
  const wrong = cases.outputs.find((o) => o.name === 'not shortest')!.output;

  it('speaks the Kattis protocol: 43 and judgemessage.txt for a wrong answer', () => {
    const run = checkFiles(cases.puzzle, 'kattis', [input, answer, dir], () => wrong);
    expect(run.exitCode).toBe(43);
    expect(readFileSync(join(dir, 'judgemessage.txt'), 'utf8')).toBe(`${run.result.message}\n`);
  });

  it('speaks the Kattis protocol: 42 for the right output', () => {
    expect(checkFiles(cases.puzzle, 'kattis', [input, answer, dir], () => cases.answer).exitCode).toBe(42);
  });

  it('speaks the testlib protocol: exit 1 and "wrong answer" for a wrong answer', () => {
    const output = join(dir, 'out.txt');
    writeFileSync(output, wrong);
    const run = checkFiles(cases.puzzle, 'testlib', [input, output, answer], () => '');
    expect([run.exitCode, run.stderr]).toEqual([1, `wrong answer ${run.result.message}\n`]);
  });

  it('speaks the testlib protocol: exit 2 for a wrong format and 3 for a wrong jury', () => {
    const output = join(dir, 'out.txt');
    writeFileSync(output, cases.outputs.find((o) => o.name === 'wrong format')!.output);
    expect(checkFiles(cases.puzzle, 'testlib', [input, output, answer], () => '').exitCode).toBe(2);
    writeFileSync(output, cases.answer);
    const badAnswer = join(dir, 'bad.txt');
    writeFileSync(badAnswer, cases.juryFaults[0].answer);
    expect(checkFiles(cases.puzzle, 'testlib', [input, output, badAnswer], () => '').exitCode).toBe(3);
  });

  it('names a missing file', () => {
    expect(() => checkFiles(cases.puzzle, 'testlib', [join(dir, 'none'), input, answer], () => '')).toThrow(
      /input .*none: no such file/,
    );
  });
});
