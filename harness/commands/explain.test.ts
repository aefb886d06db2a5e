/** `lexpath explain` as a user runs it: real processes, the shipped example report, a wrong program. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../../reports/example/verify-eight.json', import.meta.url));
const MUTANT = fileURLToPath(new URL('../../test/mutants/eight.mjs', import.meta.url));

function lexpath(args: string[]) {
  const run = spawnSync(process.execPath, [CLI, 'explain', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const dir = mkdtempSync(join(tmpdir(), 'lexpath-explain-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8'));

describe('lexpath explain', () => {
  it('draws a report’s counterexample: both paths, where they part, the certificate', () => {
    const run = lexpath([EXAMPLE, '--solver', 'bfs-wrong-order']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("step 1: expected 'r', actual 'u'   <- the paths part here");
    expect(run.stdout).toContain('Certificate: at step 1');
  });

  it('writes a page per counterexample with --html-dir', () => {
    const out = join(dir, 'pages');
    const run = lexpath([EXAMPLE, '--html-dir', out]);
    expect(run.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(example.solvers.filter((s: { counterexample: unknown }) => s.counterexample).map((s: { name: string }) => `explain-eight-${s.name}.html`).sort());
  });

  it('runs a wrong program once on a --case and explains its answer', () => {
    const page = join(dir, 'dlur.html');
    const run = lexpath(['--puzzle', 'eight', '--case', '534X12678 1X4352678', '--cmd', `dlur=node ${MUTANT} order-dlur`, '--html', page]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('actual     urdlur (6 moves)');
    expect(readFileSync(page, 'utf8')).toContain('The paths part at step 1');
  });

  it('draws a plug-in puzzle with its own drawing (an SVG) in the page and as text in the terminal', () => {
    const page = join(dir, 'pancake.html');
    const pancake = fileURLToPath(new URL('../../examples/pancake.mjs', import.meta.url));
    const longer = fileURLToPath(new URL('../../test/fixtures/longer-pancakes.mjs', import.meta.url));
    const run = lexpath(['--puzzle', 'pancake', '--puzzle-module', pancake, '--case', '3 1 2', '--cmd', `longer=node ${longer}`, '--html', page]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("step 1: expected '3', actual '2'   <- the paths part here\n  2 1 3                       1 3 2\n  1 to go                     3 to go\n");
    expect(run.stdout).toContain('The actual path stops descending at step 1');
    expect(readFileSync(page, 'utf8').match(/<div class="plugin-svg" role="img"[^>]*><svg width="200"/g)).toHaveLength(8); // 3 states on the expected path, 5 on the actual
  });

  it('runs the solver a saved regression names on its cases', () => {
    const regression = file('regression.json', {
      puzzle: 'eight',
      cases: [{ start: '534X12678', goal: '1X4352678', answer: 'ruldru', source: "lexpath verify --puzzle eight --solver bfs-wrong-order --case '534X12678 1X4352678'" }],
    });
    const run = lexpath([regression]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^bfs-wrong-order on Eight II/);
  });

  it('says when the solver is right on the case: nothing to explain', () => {
    const run = lexpath(['--puzzle', 'eight', '--case', '534X12678 1X4352678', '--solver', 'bfs']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('bfs gave the expected answer on 1 case: nothing to explain.\n');
  });
});

describe('lexpath explain refuses bad input: one line, exit 2, nothing written', () => {
  const refused = (args: string[], message: RegExp, written?: string) => {
    const run = lexpath(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    if (written) expect(existsSync(written)).toBe(false);
  };

  it('a report with no counterexample', () => {
    const passed = file('passed.json', { ...example, solvers: example.solvers.map((s: object) => ({ ...s, counterexample: null })) });
    refused([passed, '--html', join(dir, 'none.html')], /passed\.json: no counterexample in this report \(no solver failed\)/, join(dir, 'none.html'));
  });

  it('a file of the wrong shape', () => {
    refused([file('shape.json', { hello: 1 })], /shape\.json: not a counterexample lexpath wrote: expected a verify --json report/);
  });

  it('a case of the wrong puzzle', () => {
    refused(['--puzzle', 'rotation', '--case', '534X12678 1X4352678', '--solver', 'bfs'], /^lexpath: --case '534X12678 1X4352678': /);
  });

  it('a report whose counterexample is not a case of its puzzle', () => {
    const edited = file('edited.json', { ...example, domain: 'rotation' });
    refused([edited, '--solver', 'bfs-wrong-order'], /edited\.json: the counterexample of bfs-wrong-order is not a rotation case/);
  });

  it('one --html page for several counterexamples', () => {
    refused([EXAMPLE, '--html', join(dir, 'many.html')], /counterexamples to explain \(.*\): name one with --solver, or write a page each with --html-dir DIR/, join(dir, 'many.html'));
  });

  it('a solver the report has no counterexample for', () => {
    refused([EXAMPLE, '--solver', 'bfs'], /no counterexample for solver 'bfs' \(this report has one for /);
  });

  it('a regression file whose solver was an outside program, without --cmd', () => {
    const regression = file('program.json', {
      puzzle: 'eight',
      cases: [{ start: '534X12678', goal: '1X4352678', answer: 'ruldru', source: "lexpath verify --puzzle eight --no-builtins --cmd 'mine=./a.out' --case '534X12678 1X4352678'" }],
    });
    refused([regression], /name the solver to run on its cases: --solver NAME, or --cmd NAME=COMMAND \(a command is never taken from a file\)/);
  });
});
