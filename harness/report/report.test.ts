import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { InputError } from '../../util/errors.js';
import { fixtureVerify, writeFixtureRun } from './report.fixture.js';
import type { VerifyReport } from '../verify/types.js';
import { writeReport } from './report.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk (which must come first). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${basename(file)} has the PNG signature`).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const roots: string[] = [];
function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'lexpath-report-'));
  roots.push(root);
  return root;
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('a full nightly run with history', () => {
  let dir: string;
  let written: string[];
  let summary: string;
  let html: string;

  beforeAll(async () => {
    dir = writeFixtureRun(tempRoot(), { nights: 6, slowdown: { 'eight/astar': 1.6 } });
    written = await writeReport(dir);
    summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    html = readFileSync(join(dir, 'index.html'), 'utf8');
  });

  it('writes every chart, summary.md and index.html, and no temporary files', () => {
    const names = written.map((f) => basename(f)).sort();
    const charts = [
      'verify',
      'time-by-depth',
      'expanded-by-depth',
      'processes',
      'scaling',
      'trend',
      'work-trend',
    ].flatMap((c) => [`eight-${c}.png`, `rotation-${c}.png`]);
    expect(names.filter((n) => !n.startsWith('explain-'))).toEqual(
      [...charts, 'slowdown-checks.png', 'index.html', 'summary.md'].sort(),
    );
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('writes valid PNGs of the chart size', () => {
    for (const file of written.filter((f) => f.endsWith('.png'))) {
      const { width, height } = pngSize(file);
      expect(width, basename(file)).toBe(1000);
      if (basename(file).endsWith('-verify.png')) expect(height).toBeGreaterThanOrEqual(600);
      else expect(height, basename(file)).toBe(600);
      expect(readFileSync(file).length, `${basename(file)} is not blank`).toBeGreaterThan(15_000);
    }
  });

  it('draws on a white background', async () => {
    const image = await loadImage(readFileSync(join(dir, 'eight-time-by-depth.png')));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    expect([...ctx.getImageData(2, 2, 1, 1).data]).toEqual([255, 255, 255, 255]);
    expect([...ctx.getImageData(image.width - 3, image.height - 3, 1, 1).data]).toEqual([255, 255, 255, 255]);
  });

  it('summary.md has the verification matrix and counterexample replay commands', () => {
    expect(summary).toContain(
      '| solver | expected | result | cases | ok | not-shortest | not-lex-smallest | time-limit | skipped |',
    );
    // every solver's row holds the counts of the fixture's verify report (seed 1, as writeFixtureRun uses)
    for (const s of fixtureVerify('eight').solvers) {
      const v = s.verdicts;
      const result = s.expected === 'correct' ? 'pass' : 'caught (expected buggy)';
      const judged = Object.values(v).reduce((a, b) => a + (b ?? 0), 0);
      const counts = [judged, v.ok, v['not-shortest'], v['not-lex-smallest'], v['time-limit'], s.skipped]
        .map((n) => n ?? 0)
        .join(' | ');
      expect(summary).toContain(`| \`${s.name}\` | ${s.expected} | ${result} | ${counts} |`);
    }
    expect(summary).toContain(
      '```sh\nlexpath verify --puzzle eight --solver bfs-wrong-order ' +
        "--time-limit 2000 --case '4321X5678 X12345678'\n```",
    );
    expect(summary).toContain('Verification as expected');
    expect(summary).not.toContain('INCOMPLETE');
  });

  it('summary.md has per-depth medians, the process comparison and scaling', () => {
    expect(summary).toContain('| depth | cases | bfs-table | idastar | astar | bidir-bfs | bfs |');
    for (const d of [0, 15, 31]) expect(summary).toMatch(new RegExp(`^\\| ${d} \\| \\d+ \\|( [0-9.]+ \\|){5}$`, 'm'));
    // Rotation: solvers skipped past their budget say so.
    expect(summary).toMatch(/^\| 16 \| 20 \| [0-9.]+ \| [0-9.]+ \| skipped \| [0-9.]+ \| skipped \|$/m);
    expect(summary).toContain(
      '| batch | cases | program | median (ms) | min (ms) | max (ms) ' +
        '| runs | × lexpath | same output as lexpath | command |',
    );
    expect(summary).toMatch(
      /^\| random-200 \| 200 \| `lexpath` \| \d+ \| \d+ \| \d+ \| 7 \| 1× \| – \| `lexpath solve eight` \|$/m,
    );
    expect(summary).toMatch(
      /^\| deep-29-31 \| 200 \| `eight-idastar` \| [0-9.]+ \| [0-9.]+ \| [0-9.]+ \| 7 \| 0\.\d\d× \| yes \|/m,
    );
    expect(summary).toContain('- **deep-29-31** (200 cases): 200 cases at optimal depth 29 to 31');
    expect(summary).toMatch(/^\| T \| bfs-table \| idastar \| astar \| bidir-bfs \| bfs \|$/m);
  });

  it('summary.md lists the flagged slowdown and the trend table', () => {
    expect(summary).toMatch(
      /1 slowdown in the newest night\*\*: eight\/astar: [0-9.]+ ms against [0-9.]+ ms \(\+\d+%\)/,
    );
    expect(summary).toMatch(/^\| `astar` \| 7 \| [0-9.]+ \| [0-9.]+ \| \+\d+% \| \*\*SLOWDOWN\*\* \|$/m);
    expect(summary).toMatch(/^\| `idastar` \| 7 \| [0-9.]+ \| [0-9.]+ \| [+-]\d+% \| no \|$/m);
  });

  it('index.html needs no network and shows every chart', () => {
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(html).not.toMatch(/<script|<link/i);
    const srcs = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]).sort();
    const pngs = written
      .filter((f) => f.endsWith('.png'))
      .map((f) => basename(f))
      .sort();
    expect(srcs).toEqual(pngs);
    expect(html).toContain('<td><code>bfs-wrong-order</code></td><td>buggy</td><td>caught (expected buggy)</td>');
    expect(html).toContain(
      '<code>lexpath verify --puzzle eight --solver bfs-wrong-order ' +
        '--time-limit 2000 --case &#39;4321X5678 X12345678&#39;</code>',
    );
  });
});

describe('exact work counts and slowdown checks in the report', () => {
  it('flags a definite change when the previous night counted differently, and charts counts and checks', async () => {
    const dir = writeFixtureRun(tempRoot(), {
      nights: 4,
      slowdown: { 'eight/astar': 1.6 },
      workChange: { 'eight/idastar@20': 3 },
    });
    const written = (await writeReport(dir)).map((f) => basename(f));
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    const previous = basename(dir).replace('2026-11-28', '2026-11-27');
    expect(summary).toContain(
      '**Definite change in 1 bucket in the newest night**: eight/idastar (against ' +
        previous +
        '): depth 20 expanded ',
    );
    const row = new RegExp(
      `^\\| \`eight/idastar\` \\| 20 \\| 4 \\| (\\d+) → (\\d+) \\| (\\d+) → (\\d+) \\| ${previous} \\|$`,
      'm',
    ).exec(summary);
    expect(row).not.toBeNull();
    expect(Number(row![2]) - Number(row![1])).toBe(3);
    expect(Number(row![4])).toBeGreaterThan(Number(row![3]));
    // No other bucket moved.
    expect(summary.match(/→/g)).toHaveLength(2);
    expect(written).toEqual(
      expect.arrayContaining(['eight-work-trend.png', 'rotation-work-trend.png', 'slowdown-checks.png']),
    );
    // The checks: tonight's confirmed slowdown and an earlier night's unconfirmed one, newest first.
    expect(summary).toMatch(
      new RegExp(
        `^\\| ${basename(dir)} \\| \`eight/astar\` \\| \\*\\*CONFIRMED\\*\\* ` +
          `\\| 1\\.55× \\| 1\\.41× – 1\\.68× \\| 0–20 \\|`,
        'm',
      ),
    );
    expect(summary).toMatch(
      /^\| [0-9T-]+ \| `rotation\/bidir-bfs` \| not confirmed \| 1\.04× \| 0\.97× – 1\.12× \| 0–13 \|/m,
    );
    expect(summary).toMatch(
      /eight\/astar: [0-9.]+ ms against [0-9.]+ ms \(\+\d+%\), A\/B re-run: confirmed, 1\.55× \(95% interval 1\.41×–1\.68×\)/,
    );
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<img src="slowdown-checks.png"');
    expect(html).toContain('<strong>Definite change in 1 bucket in the newest night</strong>');
  });

  it('reports a flagged slowdown its re-run did not confirm apart from slowdowns', async () => {
    const check = {
      key: 'eight/astar',
      status: 'not-confirmed',
      ratio: 1.05,
      lower: 0.98,
      upper: 1.13,
      threshold: 1.1,
      reason: 'interval reaches below',
    } as const;
    const dir = writeFixtureRun(tempRoot(), { nights: 4, slowdown: { 'eight/astar': 1.6 }, checks: [check] });
    await writeReport(dir);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('> ✅ **No slowdowns**: No slowdown in the newest night survived its A/B re-run.');
    expect(summary).toMatch(
      /^> ⚠️ \*\*1 flagged by the noise rule, not confirmed\*\*: eight\/astar: [0-9.]+ ms against [0-9.]+ ms \(\+\d+%\), A\/B re-run: not confirmed, 1\.05× \(95% interval 0\.98×–1\.13×\)$/m,
    );
    expect(summary).not.toContain('slowdown in the newest night**');
  });

  it('says so when no bucket moved and nothing was re-run', async () => {
    const dir = writeFixtureRun(tempRoot(), { nights: 3 });
    await writeReport(dir);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('**No definite change**: Every bucket counted in the newest night matches');
    expect(summary).toMatch(/^\| `bfs-table` \| 0–31 \| \d+ \| \d+ \| 4 \| 0 \|$/m);
  });
});

describe('a run from before work counts', () => {
  it('reads it, and says there are no counts yet instead of charting them', async () => {
    const root = tempRoot();
    const dir = writeFixtureRun(root, { nights: 3 });
    const strip = (value: Record<string, unknown>) => {
      const { work: _work, slowdownChecks: _checks, workChanges: _changes, ...rest } = value;
      return rest;
    };
    const history = join(root, 'history.jsonl');
    const lines = readFileSync(history, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.stringify(strip(JSON.parse(l) as Record<string, unknown>)));
    writeFileSync(history, `${lines.join('\n')}\n`);
    for (const file of ['bench-eight.json', 'bench-rotation.json'])
      writeFileSync(
        join(dir, file),
        JSON.stringify(strip(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>)),
      );
    const nightly = strip(JSON.parse(readFileSync(join(dir, 'nightly.json'), 'utf8')) as Record<string, unknown>);
    writeFileSync(
      join(dir, 'nightly.json'),
      JSON.stringify({ ...nightly, bench: (nightly.bench as Record<string, unknown>[]).map(strip) }),
    );
    const written = (await writeReport(dir)).map((f) => basename(f));
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).not.toContain('Skipped inputs');
    expect(summary).toContain('No night in the history has work counts yet');
    expect(summary).toContain('No slowdown has been flagged (and so re-run) in the history.');
    expect(written.filter((f) => f.includes('work') || f.includes('slowdown-checks'))).toEqual([]);
  });
});

describe('partial inputs', () => {
  it('marks an incomplete run in summary.md and index.html', async () => {
    const dir = writeFixtureRun(tempRoot(), { nights: 3, complete: false });
    await writeReport(dir);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/^> ❌ \*\*INCOMPLETE\*\*: This run did not finish/m);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(
      '<div class="banner bad incomplete" role="alert"><strong>INCOMPLETE</strong>',
    );
  });

  it('marks a bench report that says it is incomplete, with its notes', async () => {
    const dir = writeFixtureRun(tempRoot(), { nights: 0, files: { verify: false, nightly: false } });
    const file = join(dir, 'bench-rotation.json');
    const bench = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...bench, complete: false, notes: ['interrupted (Ctrl-C) during scaling'] }));
    await writeReport(dir);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toMatch(/^> ❌ \*\*INCOMPLETE\*\*: .*\(budget 20 min\)/m);
    expect(summary).toContain('- bench rotation: interrupted (Ctrl-C) during scaling');
  });

  it(
    'writes an explain page for each of the example ' + "report's counterexamples and links each from index.html",
    async () => {
      const dir = join(tempRoot(), 'example');
      cpSync(fileURLToPath(new URL('../../reports/example/', import.meta.url)), dir, { recursive: true });
      const pages = (await writeReport(dir)).map((f) => basename(f)).filter((n) => n.startsWith('explain-'));
      const expected = ['eight', 'rotation', 'fifteen'].flatMap((puzzle) => {
        const report = JSON.parse(readFileSync(join(dir, `verify-${puzzle}.json`), 'utf8')) as VerifyReport;
        return report.solvers.filter((s) => s.counterexample).map((s) => `explain-${puzzle}-${s.name}.html`);
      });
      expect(pages.sort()).toEqual(expected.sort());
      const index = readFileSync(join(dir, 'index.html'), 'utf8');
      for (const page of pages) expect(index).toContain(`<a href="${page}">See it step by step</a>`);
    },
  );

  it(
    'writes no page for a counterexample whose answer does ' +
      'not get the verdict it claims (the fixture makes such up)',
    async () => {
      const dir = writeFixtureRun(tempRoot(), { nights: 0, files: { bench: false, nightly: false } });
      const written = (await writeReport(dir)).map((f) => basename(f));
      const index = readFileSync(join(dir, 'index.html'), 'utf8');
      const linked = [...index.matchAll(/<a href="(explain-[^"]+)">/g)].map((m) => m[1]);
      expect(linked.sort()).toEqual(written.filter((n) => n.startsWith('explain-')).sort());
    },
  );

  it('reports verification alone (no bench, no nightly, no history)', async () => {
    const dir = writeFixtureRun(tempRoot(), { nights: 0, files: { bench: false, nightly: false } });
    const names = (await writeReport(dir)).map((f) => basename(f)).sort();
    expect(names.filter((n) => !n.startsWith('explain-'))).toEqual([
      'eight-verify.png',
      'index.html',
      'rotation-verify.png',
      'summary.md',
    ]);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('no benchmark results; no history.jsonl (no trend)');
    expect(summary).toContain('No history.jsonl beside this run');
    expect(summary).not.toContain('## Time per case');
  });

  it('draws no trend from a single night', async () => {
    const dir = writeFixtureRun(tempRoot(), { nights: 0, files: { verify: false, nightly: false } });
    const night = {
      run: basename(dir),
      startedAt: '2026-11-28T02:00:00Z',
      seed: 1,
      complete: true,
      verifyOk: true,
      medians: { 'eight/idastar': 0.3 },
      counterexamples: [],
    };
    writeFileSync(join(dir, '..', 'history.jsonl'), `${JSON.stringify(night)}\n`);
    const names = (await writeReport(dir)).map((f) => basename(f));
    expect(names.some((n) => n.includes('trend'))).toBe(false);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain(
      'The history has 1 night; the trend appears from two nights on.',
    );
  });

  it('skips unreadable files and says so', async () => {
    const dir = join(tempRoot(), 'run');
    mkdirSync(dir);
    writeFileSync(join(dir, 'verify-eight.json'), JSON.stringify(fixtureVerify('eight')));
    writeFileSync(join(dir, 'bench-eight.json'), '{ not json');
    const names = (await writeReport(dir)).map((f) => basename(f));
    expect(names).toContain('eight-verify.png');
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/Skipped inputs\*\*: bench-eight\.json: /);
  });

  it('rejects a folder with nothing to report, or no folder', async () => {
    await expect(writeReport(tempRoot())).rejects.toThrow(InputError);
    await expect(writeReport(join(tempRoot(), 'missing'))).rejects.toThrow(/no such folder/);
  });

  it('the command exits 2 on a folder with nothing to report', () => {
    const cli = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
    const result = spawnSync(process.execPath, [cli, 'report', tempRoot()], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^lexpath: .*nothing to report/);
  });
});
