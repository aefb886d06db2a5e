/**
 * The command line, end to end: judge samples byte for byte for every solver, and every kind of
 * bad input rejected with one plain message and exit code 2. Runs the built CLI (npm test builds).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/harness/cli.js', import.meta.url));
const CORRECT = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'];

function lexpath(
  args: string[],
  input = '',
  env: NodeJS.ProcessEnv = process.env,
): { stdout: string; stderr: string; status: number | null } {
  const run = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', env });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const EIGHT_SAMPLE_IN = '2\n12X453786\n12345678X\n564178X23\n7568X4123\n';
const EIGHT_SAMPLE_OUT = 'Case 1: 2\ndd\nCase 2: 8\nurrulldr\n';
const ROTATION_SAMPLE_IN =
  '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3\n0\n';
const ROTATION_SAMPLE_OUT = 'AC\n2\nDDHH\n2\n';

describe('the built command', () => {
  // `npx lexpath` in a clone runs dist/harness/cli.js itself (no install sets its mode there).
  it('is executable, so `npx lexpath` runs in a clone after `npm run build`', () => {
    expect(statSync(CLI).mode & 0o111).not.toBe(0);
  });
});

describe('lexpath solve: judge answers byte for byte', () => {
  it.each(CORRECT)('Eight II judge sample with --solver %s', (solver) => {
    expect(lexpath(['solve', 'eight', '--solver', solver], EIGHT_SAMPLE_IN)).toMatchObject({
      stdout: EIGHT_SAMPLE_OUT,
      status: 0,
    });
  });

  it.each(CORRECT)('Rotation judge sample with --solver %s', (solver) => {
    expect(lexpath(['solve', 'rotation', '--solver', solver], ROTATION_SAMPLE_IN)).toMatchObject({
      stdout: ROTATION_SAMPLE_OUT,
      status: 0,
    });
  });

  it.each(CORRECT)('Rotation counterexample with ten 1s and six 2s, --solver %s', (solver) => {
    const board = '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1\n0\n';
    expect(lexpath(['solve', 'rotation', '--solver', solver], board).stdout).toBe('GBBCGAAA\n1\n');
  });

  it.each(CORRECT)('identical boards print d = 0 and an empty move line, --solver %s', (solver) => {
    const out = lexpath(['solve', 'eight', '--solver', solver], '1\n12345678X\n12345678X\n');
    expect(out.stdout).toBe('Case 1: 0\n\n');
  });

  it('a solved Rotation board prints No moves needed and its centre digit', () => {
    const board = '1 1 1 1 1 1 2 2 2 1 1 2 2 1 1 2 2 2 1 1 1 1 1 1\n';
    expect(lexpath(['solve', 'rotation'], board).stdout).toBe('No moves needed\n2\n');
  });

  it('a distance-31 Eight pair is answered by the default solver', () => {
    const out = lexpath(['solve', 'eight'], '1\n8672543X1\n12345678X\n');
    expect(out.stdout.split('\n')[0]).toBe('Case 1: 31');
  });

  it('Windows line ends, blank lines and trailing spaces are accepted', () => {
    const input = '2\r\n\r\n12X453786  \r\n12345678X\t\r\n\r\n564178X23\r\n7568X4123 \r\n';
    expect(lexpath(['solve', 'eight'], input).stdout).toBe(EIGHT_SAMPLE_OUT);
  });

  it('Rotation input may end without the 0 line', () => {
    expect(lexpath(['solve', 'rotation'], ROTATION_SAMPLE_IN.replace('0\n', '')).stdout).toBe(ROTATION_SAMPLE_OUT);
  });
});

describe('lexpath solve: bad input', () => {
  const cases: [string, string, string, RegExp][] = [
    ['eight', 'a board of the wrong length', '1\n12X45378\n12345678X\n', /case 1, line 2: .*expected 9 characters/],
    ['eight', 'a repeated tile', '1\n12X453781\n12345678X\n', /case 1, line 2: .*'1' appears more than once/],
    [
      'eight',
      'a character other than 1-8 and X',
      '1\n12X453786\n1234567Y8\n',
      /case 1, line 3: bad goal board .*unexpected character 'Y'/,
    ],
    ['eight', 'a 0 tile', '1\n120453786\n12345678X\n', /case 1, line 2: .*unexpected character '0'/],
    [
      'eight',
      'start and goal of different parity',
      '1\n12X453786\n21345678X\n',
      /case 1, lines 2-3: no sequence of moves/,
    ],
    ['eight', 'T that is not a number', 'two\n12X453786\n12345678X\n', /line 1: expected the number of cases T/],
    ['eight', 'T that promises more cases than given', '3\n12X453786\n12345678X\n', /T is 3.*enough for 1 case/],
    ['eight', 'an empty input', '', /empty/],
    [
      'rotation',
      'a line with other than 24 numbers',
      '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3\n',
      /board 1, line 1: expected 24 numbers/,
    ],
    [
      'rotation',
      'a 0 inside a board',
      '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 0 2 2 3 1 2 1 3 3\n',
      /board 1, line 1: cell 16 is 0/,
    ],
    [
      'rotation',
      'a digit other than 1-3',
      '\n1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 4 2 2 3 1 2 1 3 3\n',
      /board 1, line 2: cell 16 is '4'/,
    ],
    ['rotation', 'an empty input (as for Eight)', '', /the input is empty/],
    ['rotation', 'an input of blank lines only', '\n  \r\n\n', /the input is empty/],
    [
      'rotation',
      'a board after the ending 0 (as Eight rejects extra lines)',
      `0\n${ROTATION_SAMPLE_IN}`,
      /line 2: unexpected '1 1 1 1 3 2 .*' after the line holding only 0/,
    ],
    [
      'eight',
      'a 400-digit T',
      `${'9'.repeat(400)}\n12X453786\n12345678X\n`,
      /^lexpath: line 1: the number of cases T is far too large \(a 400-digit number\)\n$/,
    ],
  ];

  it.each(cases)('%s: %s is rejected with the place and what was expected', (puzzle, _kind, input, message) => {
    const out = lexpath(['solve', puzzle], input);
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a 10 MB bad line is quoted as a short excerpt, not echoed', () => {
    const out = lexpath(['solve', 'eight'], `${'x'.repeat(10_000_000)}\n`);
    expect(out.status).toBe(2);
    expect(out.stderr.length).toBeLessThan(300);
    expect(out.stderr).toMatch(/\(10000000 characters\)/);
  });

  it('control bytes in bad input are shown as escapes, never raw', () => {
    const out = lexpath(['solve', 'eight'], '1\n12X45\u001b[2J\u0000\n12345678X\n');
    expect(out.status).toBe(2);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
    expect(out.stderr).not.toMatch(/[\u0000\u001b]/);
    expect(out.stderr).toContain('\\x1b');
  });

  it('a bad case after good ones prints no partial answer', () => {
    const out = lexpath(['solve', 'eight'], '2\n12X453786\n12345678X\n12X453786\n1234567XX\n');
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/case 2, line 5/);
  });

  it('an unknown solver name is a usage error', () => {
    const out = lexpath(['solve', 'eight', '--solver', 'nope'], EIGHT_SAMPLE_IN);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/no solver named 'nope'/);
  });
});

describe('lexpath solvers', () => {
  it('--json lists every correct solver for both puzzles', () => {
    const listed = JSON.parse(lexpath(['solvers', '--json']).stdout) as {
      name: string;
      puzzles: string[];
      expected: string;
    }[];
    for (const name of CORRECT) {
      expect(listed.find((s) => s.name === name)).toMatchObject({
        expected: 'correct',
        puzzles: ['eight', 'rotation'],
      });
    }
  });

  it('the help rendered at build time is what yargs prints now', () => {
    const live = lexpath(['--help'], '', { ...process.env, LEXPATH_LIVE_HELP: '1' });
    expect(lexpath(['--help']).stdout).toBe(live.stdout);
    expect(lexpath(['-h']).stdout).toBe(live.stdout);
  });

  it('--help names the commands', () => {
    const out = lexpath(['--help']);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/lexpath solve <puzzle>/);
  });
});

/** Runs lexpath with its stdout closed before it writes anything, as `lexpath ... | head -0` would. */
function lexpathIntoClosedPipe(
  args: string[],
  input = '',
): Promise<{ stderr: string; status: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before lexpath starts writing
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.on('error', () => {}); // lexpath may exit before reading all of it
    child.stdin.end(input);
    child.on('close', (status, signal) => resolve({ stderr, status, signal }));
  });
}

describe('command-line manners', () => {
  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(lexpath(['--version'])).toMatchObject({ stdout: `${version}\n`, status: 0 });
  });

  it('a misspelt option is named, with the nearest real one, even when a required option looks missing', () => {
    const out = lexpath(['verify', '--puzzel', 'eight']);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/unknown option --puzzel; did you mean --puzzle\?/);
    expect(out.stderr).not.toMatch(/[Mm]issing/);
  });

  it('--domain, the old name of --puzzle, still works on verify, repro, explain and bench, and help does not show it', () => {
    const args = ['--solver', 'bfs-table', '--case', '12X453786 12345678X', '--seed', '1', '--json'];
    const byPuzzle = lexpath(['verify', '--puzzle', 'eight', ...args]);
    const byDomain = lexpath(['verify', '--domain', 'eight', ...args]);
    const byDomainEquals = lexpath(['verify', '--domain=eight', ...args]);
    expect(byPuzzle.status).toBe(0);
    // Each run times its own phases.
    const timed = (run: typeof byPuzzle) => ({
      ...run,
      stdout: run.stdout.replace(/"phaseMs": \{[^}]*\}/g, '"phaseMs": "timed"'),
    });
    expect(timed(byDomain)).toEqual(timed(byPuzzle));
    expect(timed(byDomainEquals)).toEqual(timed(byPuzzle));
    for (const command of ['verify', 'repro', 'explain', 'bench']) {
      const help = lexpath([command, '--help']).stdout;
      expect(help).toMatch(/^ +--puzzle +(the puzzle of --case: )?which puzzle/m);
      expect(help).not.toMatch(/domain/);
    }
  });

  it('--domain is never called unknown, and a misspelling is offered --puzzle, not the old name', () => {
    expect(lexpath(['verify', '--puzle', 'eight']).stderr).toMatch(/unknown option --puzle; did you mean --puzzle\?/);
    expect(lexpath(['verify', '--domian', 'eight']).stderr).not.toMatch(/did you mean --domain/);
    expect(lexpath(['verify', '--domain', 'eight', '--bogus']).stderr).toMatch(/^lexpath: unknown option --bogus /);
    expect(lexpath(['bench', '--domain', 'eight', '--bogus']).stderr).toMatch(/^lexpath: unknown option --bogus /);
  });

  it('a misspelt command is rejected with the nearest command', () => {
    const out = lexpath(['verfy', '--puzzle', 'eight']);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/unknown command 'verfy'; did you mean verify\?/);
  });

  it('a number option given a word gets a plain message, not NaN', () => {
    const out = lexpath(['verify', '--puzzle', 'eight', '--cases', 'abc']);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/--cases takes a whole number/);
    expect(out.stderr).not.toMatch(/NaN/);
  });

  it("a usage error is one line pointing to the command's own --help", () => {
    const out = lexpath(['verify', '--puzzle', 'eight', '--shard', '5/4']);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/see 'lexpath verify --help'/);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("an unknown option on a command yargs parses points to that command's --help", () => {
    expect(lexpath(['solvers', '--jsn']).stderr).toMatch(
      /unknown option --jsn; did you mean --json\? \(see 'lexpath solvers --help'\)/,
    );
  });

  it('`solvers` into a closed pipe ends quietly with exit 0', async () => {
    const out = await lexpathIntoClosedPipe(['solvers']);
    expect(out).toEqual({ stderr: '', status: 0, signal: null });
  });

  it('`solve` into a closed pipe ends quietly with exit 0', async () => {
    const input = `2000\n${'564178X23\n7568X4123\n'.repeat(2000)}`;
    const out = await lexpathIntoClosedPipe(['solve', 'eight'], input);
    expect(out).toEqual({ stderr: '', status: 0, signal: null });
  });

  it('one case is "1 case", not "1 cases"', () => {
    const out = lexpath([
      'verify',
      '--puzzle',
      'eight',
      '--solver',
      'bfs-table',
      '--case',
      '12X453786 12345678X',
      '--seed',
      '1',
    ]);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/seed 1, 1 case\n/);
  });

  it('the solvers table lines its columns up', () => {
    const rows = lexpath(['solvers'])
      .stdout.split('\n')
      .filter((line) => line.startsWith('  '));
    expect(rows.length).toBeGreaterThan(5);
    const descriptionColumns = new Set(
      rows.map((row) => row.indexOf(']') + row.slice(row.indexOf(']') + 1).search(/\S/)),
    );
    const puzzleColumns = new Set(rows.map((row) => row.indexOf('[')));
    expect(descriptionColumns.size).toBe(1);
    expect(puzzleColumns.size).toBe(1);
  });
});
