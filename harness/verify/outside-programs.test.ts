/**
 * Outside programs through the built CLI, with real child processes: batch faults stay verdicts,
 * replays run only the failing program on what exposes the failure, time-outs are confirmed and
 * never shrink into a pass, start-up is allowed for, and repro works for programs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerifyReport } from './types.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
/** A correct outside program: lexpath's own solve command. */
const SOLVE = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} solve`;

function lexpath(args: string[], cwd?: string) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd, env: { ...process.env, CI: '1' } });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

function verifyJson(args: string[]): { report: VerifyReport; status: number | null } {
  const run = lexpath(['verify', '--json', '--shrink-budget', '10s', ...args]); // room for a loaded machine
  if (run.stdout === '') throw new Error(`verify printed nothing: ${run.stderr}`);
  return { report: JSON.parse(run.stdout) as VerifyReport, status: run.status };
}

/** Runs a replay command line as printed (through the shell, `lexpath` being the built CLI). */
function replay(command: string, cwd?: string): number | null {
  const line = command.replace(/^lexpath /, `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} `);
  return spawnSync('/bin/sh', ['-c', `${line} > /dev/null 2>&1`], { cwd, env: { ...process.env, CI: '1' } }).status;
}

const TWELVE_CASES = [
  '12X453786 12345678X',
  '564178X23 7568X4123',
  '12345678X 12345678X',
  '1234X5678 1234756X8',
  '1234X5678 123X45678',
  '1234X5678 12345X678',
  '1234X5678 1X3425678',
  '4321X5678 X12345678',
  '534X12678 1X4352678',
  '23574X168 2X3145678',
  '12X453786 12345678X',
  '1234X5678 1234X5678',
].flatMap((c) => ['--case', c]);
/** Rotation boards that need no move (eight 1s in the centre). */
const ZERO_MOVE_BOARDS = [
  '2 3 2 3 2 3 1 1 1 2 3 1 1 2 3 1 1 1 2 3 2 3 2 3',
  '2 2 2 2 2 2 1 1 1 2 2 1 1 3 3 1 1 1 3 3 3 3 3 3',
  '3 3 3 3 2 2 1 1 1 2 2 1 1 3 3 1 1 1 3 3 2 2 2 2',
];
/** Prints `Case 0:` for the tenth case (x mod 10): a slip only a batch of more than 9 cases shows. */
const MOD_TEN = `${SOLVE} eight | sed 's/^Case [0-9]*\\([0-9]\\):/Case \\1:/'`;

describe('state kept between cases', () => {
  const MEMO =
    `${JSON.stringify(process.execPath)} ` +
    `${JSON.stringify(fileURLToPath(new URL('../../test/fixtures/memo-by-start.mjs', import.meta.url)))}`;

  it('a wrong answer that shows only after an earlier case gets a counterexample batch whose replay fails', () => {
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `memo=${MEMO}`,
      '--seed',
      '5',
    ]);
    expect(status).toBe(1);
    const counterexample = report.solvers[0].counterexample!;
    expect(counterexample.cases).toBeGreaterThan(1);
    expect(replay(counterexample.replay)).toBe(1);
  });
});

describe('batch faults', () => {
  it('a wrongly formatted case is read past from the next case header: one run judges every case', () => {
    // Every odd case number, as the program counts them, reads 'Case x: -1'; the even ones are right.
    const minusOne = `${SOLVE} eight | sed -E 's/^Case ([0-9]*[13579]): [0-9]+$/Case \\1: -1/'`;
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `minus=${minusOne}`,
      ...TWELVE_CASES,
    ]);
    expect(status).toBe(1);
    expect([report.solvers[0].verdicts, report.solvers[0].skipped]).toEqual([{ ok: 6, 'wrong-format': 6 }, 0]);
    expect(report.solvers[0].counterexample?.detail).toMatch(
      /expected 'Case 1: <length>' \(the number of moves\), got "Case 1: -1"/,
    );
  });

  it('after a format slip the rest is read leniently: a lexicographic bug behind it gets its own counterexample', () => {
    // Blank lines for 'No moves needed' (Rotation's output has no header to read on from), and ties
    // broken last letter first; three 0-move boards come before the board that shows the tie.
    const slips = `${SOLVE.replace(/ solve$/, ' solve rotation --solver bfs-wrong-order')} | sed 's/^No moves needed$//'`;
    const { report, status } = verifyJson([
      '--puzzle',
      'rotation',
      '--no-builtins',
      '--cmd',
      `slips=${slips}`,
      ...ZERO_MOVE_BOARDS.flatMap((board) => ['--case', board]),
      '--case',
      '3 1 3 3 1 1 1 2 2 2 1 2 2 3 2 2 2 3 3 1 1 3 3 1',
    ]);
    const solver = report.solvers[0];
    expect(status).toBe(1);
    expect([
      solver.counterexample?.verdict,
      solver.otherFailures?.map((o) => [o.verdict, o.counterexample?.verdict, o.counterexample?.optimalLength]),
    ]).toEqual(['not-lex-smallest', [['wrong-format', 'wrong-format', 0]]]);
  });

  // Every case labelled 'Case 1:': no later header to read on from, so each fault costs a fresh run of the rest.
  const caseOne = `${SOLVE} eight | sed -E 's/^Case [0-9]+:/Case 1:/'`;

  it(
    'after three wrongly formatted runs (each a fresh run ' + "of the rest) the program's remaining cases are skipped",
    () => {
      const { report, status } = verifyJson([
        '--puzzle',
        'eight',
        '--no-builtins',
        '--cmd',
        `one=${caseOne}`,
        ...TWELVE_CASES,
      ]);
      expect(status).toBe(1);
      expect([report.solvers[0].verdicts, report.solvers[0].skipped]).toEqual([{ ok: 3, 'wrong-format': 3 }, 6]);
    },
  );

  it('counts those three runs across the listed cases and the random ones together', () => {
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `one=${caseOne}`,
      '--cases',
      '50',
      '--seed',
      '3',
    ]);
    expect(report.solvers[0].verdicts['wrong-format']).toBe(3);
    expect(report.solvers[0].skipped).toBe(report.cases - 6);
  });

  it('text after the last case is a fault of that case, not an internal error', () => {
    const trailer = `${SOLVE} eight; echo 'the end'`;
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `trailer=${trailer}`,
      ...TWELVE_CASES,
    ]);
    expect(status).toBe(1);
    expect(report.solvers[0].verdicts).toEqual({ ok: 11, 'wrong-format': 1 });
    expect(report.solvers[0].counterexample?.detail).toMatch(/unexpected output after the last case: "the end"/);
  });

  let mod10: { report: VerifyReport; status: number | null } | undefined;
  const mod10Run = () =>
    (mod10 ??= verifyJson(['--puzzle', 'eight', '--no-builtins', '--cmd', `mod10=${MOD_TEN}`, ...TWELVE_CASES]));

  it('a numbering slip after case 9 fails, though each case passes alone', () => {
    const { report, status } = mod10Run();
    expect(status).toBe(1);
    expect(report.solvers[0].verdicts['wrong-format']).toBeGreaterThan(0);
  });

  it('its counterexample is the smallest batch that shows it: ten cases', () => {
    expect(mod10Run().report.solvers[0].counterexample?.cases).toBe(10);
  });

  it('its replay fails on the program', () => {
    expect(replay(mod10Run().report.solvers[0].counterexample!.replay)).toBe(1);
  });

  it('its replay passes once the program is fixed', () => {
    const command = mod10Run().report.solvers[0].counterexample!.replay;
    const fixed = command.replace(/--cmd '[^']*(?:'\\''[^']*)*'/, `--cmd 'mod10=${SOLVE} eight'`);
    expect(fixed).not.toBe(command);
    expect(replay(fixed)).toBe(0);
  });

  it('passes when --max-cases-per-run keeps every run within nine cases, and the report records the cap', () => {
    const { report, status } = verifyJson([
      ...['--puzzle', 'eight', '--no-builtins', '--cmd', `mod10=${MOD_TEN}`, ...TWELVE_CASES],
      ...['--max-cases-per-run', '9'],
    ]);
    expect(status).toBe(0);
    expect(report.solvers[0].verdicts).toEqual({ ok: 12 });
    expect(report.options?.maxCasesPerRun).toBe(9);
  });

  let noEmpty: { report: VerifyReport; status: number | null } | undefined;
  const noEmptyRun = () =>
    (noEmpty ??= verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `noempty=${SOLVE} eight | sed '/^$/d'`,
      ...TWELVE_CASES,
    ]));

  it('a missing empty line after Case x: 0 fails by default', () => {
    expect(noEmptyRun().status).toBe(1);
  });

  it('its counterexample is a batch of at most 2 cases of at most 5 moves each', () => {
    const c = noEmptyRun().report.solvers[0].counterexample!;
    const lengths = c.input
      .trim()
      .split('\n')
      .slice(1)
      .reduce<string[][]>((pairs, line, i) => {
        if (i % 2) pairs[pairs.length - 1].push(line);
        else pairs.push([line]);
        return pairs;
      }, []);
    expect(c.cases).toBeLessThanOrEqual(2);
    expect(lengths.length).toBe(c.cases);
    expect(
      c.expected
        .split('\n')
        .filter((line) => line.startsWith('Case'))
        .map((line) => Number(line.split(': ')[1]))
        .every((n) => n <= 5),
    ).toBe(true);
  });

  it('a missing empty line after Case x: 0 passes with --format lenient', () => {
    const { status } = verifyJson([
      '--puzzle',
      'eight',
      '--format',
      'lenient',
      '--no-builtins',
      '--cmd',
      `noempty=${SOLVE} eight | sed '/^$/d'`,
      ...TWELVE_CASES,
    ]);
    expect(status).toBe(0);
  });

  it('a crash that one case causes alone lands on that case', { timeout: 120_000 }, () => {
    const crashOn = `input=$(cat); case "$input" in *4321X5678*) exit 3;; esac; printf '%s' "$input" | ${SOLVE} eight`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `crashy=${crashOn}`,
      ...TWELVE_CASES,
    ]);
    expect(report.solvers[0].verdicts).toEqual({ ok: 11, crash: 1 });
    expect(report.solvers[0].counterexample?.input).toMatch(/^1\n4321X5678\n/);
  });
});

describe('replays and usage', () => {
  it("an outside program's replay runs it alone (--no-builtins)", () => {
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `bad=printf 'Case 1: 1\\nd\\n'`,
      '--case',
      '12X453786 12345678X',
    ]);
    expect(report.solvers[0].counterexample?.replay).toMatch(/--no-builtins --cmd /);
  });

  it('--no-builtins without --cmd is a usage error', () => {
    const run = lexpath(['verify', '--puzzle', 'eight', '--no-builtins']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--no-builtins runs only --cmd programs/);
  });
});

describe('time-outs', () => {
  it('a time-out that does not recur on the second run is not a verdict', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-once-'));
    const marker = join(dir, 'slow-once');
    const slowOnce = `if [ ! -e ${marker} ]; then touch ${marker}; sleep 5; fi; ${SOLVE} eight`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `once=${slowOnce}`,
      '--case',
      '12X453786 12345678X',
      '--time-limit',
      '1000',
      '--startup-allowance',
      '1000',
    ]);
    expect(report.solvers[0].verdicts).toEqual({ ok: 1 });
  });

  it(
    'a certified wrong answer is the counterexample before ' + 'a time-out on an earlier case, which is listed briefly',
    () => {
      // It hangs on the two cases together only, so shrinking (runs of other cases) stays quick.
      const slowAndWrong =
        `input=$(cat); case "$input" in *4321X5678*534X12678*) sleep 30;; ` +
        `esac; printf '%s' "$input" | ${SOLVE} eight --solver bfs-wrong-order`;
      const { report } = verifyJson([
        '--puzzle',
        'eight',
        '--no-builtins',
        '--cmd',
        `w=${slowAndWrong}`,
        '--time-limit',
        '500',
        '--startup-allowance',
        '1500',
        '--case',
        '4321X5678 X12345678',
        '--case',
        '534X12678 1X4352678',
      ]);
      const s = report.solvers[0];
      expect([s.verdicts, s.counterexample?.verdict, s.counterexample?.certificate !== null]).toEqual([
        { 'not-lex-smallest': 1, 'time-limit': 1 },
        'not-lex-smallest',
        true,
      ]);
      expect(s.otherFailures?.map(({ counterexample, ...brief }) => [brief, counterexample?.verdict])).toEqual([
        [{ verdict: 'time-limit', caseIndex: 0, origin: 'inline', optimalLength: 6 }, 'time-limit'],
      ]);
    },
  );

  it('--max-time: a program that never answers gets a verdict in the bound, its cases unfinished, never ok', () => {
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      'sleeper=sleep 1000',
      '--cases',
      '10',
      '--max-time',
      '4s',
    ]);
    const s = report.solvers[0];
    expect([status, report.ok, report.maxTimeReached, s.passed, s.unfinished]).toEqual([
      1,
      false,
      true,
      false,
      report.cases,
    ]);
  });

  it('--max-time none: no bound (the run is as without one)', () => {
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `p=${SOLVE} eight`,
      '--case',
      '12X453786 12345678X',
      '--max-time',
      'none',
    ]);
    expect([status, report.ok, report.maxTimeReached]).toEqual([0, true, undefined]);
  });

  it('a time-out counterexample is a case that times out, never one that passes', () => {
    const hangOn = `input=$(cat); case "$input" in *4321X5678*) sleep 30;; esac; printf '%s' "$input" | ${SOLVE} eight`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `hangs=${hangOn}`,
      '--time-limit',
      '500',
      '--startup-allowance',
      '1500',
      ...TWELVE_CASES,
    ]);
    const c = report.solvers[0].counterexample!;
    expect([c.verdict, c.input]).toEqual(['time-limit', '1\n4321X5678\nX12345678\n']);
  });

  it('start-up within the allowance is not charged to the cases', () => {
    const slowStart = `sleep 1.5; ${SOLVE} eight`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `tables=${slowStart}`,
      '--case',
      '12X453786 12345678X',
      '--time-limit',
      '500',
    ]);
    expect(report.solvers[0].verdicts).toEqual({ ok: 1 });
  });

  it('start-up beyond the allowance is a time-out', () => {
    const slowStart = `sleep 1.5; ${SOLVE} eight`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      `tables=${slowStart}`,
      '--case',
      '12X453786 12345678X',
      '--time-limit',
      '300',
      '--startup-allowance',
      '300',
    ]);
    expect(report.solvers[0].verdicts).toEqual({ 'time-limit': 1 });
  });
});

describe('repro for programs', () => {
  // Wrong only on boards needing 31 moves: the shipped corpus has them, random cases rarely do.
  const capped = `${SOLVE} eight | sed 's/^Case \\([0-9]*\\): 31$/Case \\1: 30/'`;

  it('finds a failure in the corpora before any random case', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lexpath-repro-cwd-'));
    const run = lexpath(
      ['repro', '--puzzle', 'eight', '--cmd', `capped=${capped}`, '--seed', '1', '--shrink-budget', '2s', '--json'],
      cwd,
    );
    const result = JSON.parse(run.stdout) as { found: boolean; counterexample: { origin: string } };
    expect(result.counterexample.origin).toMatch(/eight-distance-31\.json/);
  });

  // One repro in a fresh directory, for the two tests of what it saves there.
  let reproDir: string | undefined;
  const savedBy = (): string => {
    if (reproDir === undefined) {
      reproDir = mkdtempSync(join(tmpdir(), 'lexpath-repro-cwd-'));
      lexpath(
        ['repro', '--puzzle', 'eight', '--cmd', `capped=${capped}`, '--seed', '1', '--shrink-budget', '2s'],
        reproDir,
      );
    }
    return reproDir;
  };

  it('saves into ./lexpath-regressions of the current directory, with the replay as its source', () => {
    const cwd = savedBy();
    const dir = join(cwd, 'lexpath-regressions');
    const [file] = existsSync(dir) ? readdirSync(dir) : [];
    const saved = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { cases: { source: string }[] };
    expect(saved.cases[0].source).toMatch(/^lexpath verify --puzzle eight --no-builtins --cmd /);
  });

  it('what it saved is run by a later verify in that directory, and its source replays the failure', {
    timeout: 180_000,
  }, () => {
    const cwd = savedBy();
    const dir = join(cwd, 'lexpath-regressions');
    const saved = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]), 'utf8')) as {
      cases: { start: string; source: string }[];
    };
    const run = lexpath(
      [
        'verify',
        '--json',
        '--shrink-budget',
        '2s',
        '--puzzle',
        'eight',
        '--no-builtins',
        '--cmd',
        `capped=${capped}`,
        '--cases',
        '0',
      ],
      cwd,
    );
    const report = JSON.parse(run.stdout) as VerifyReport;
    expect(report.solvers[0].counterexample?.origin).toContain(join('lexpath-regressions', readdirSync(dir)[0]));
    expect(replay(saved.cases[0].source, cwd)).toBe(1);
  });
});
