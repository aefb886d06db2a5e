/**
 * What a pack says: the kill matrix as a table (in the terminal and in the package's README.md),
 * the set's size against the lower bound, what was accepted, and how the package checked itself.
 */
import { markdownCode, markdownText } from '../../util/escape.js';
import { plural } from '../../util/plural.js';
import { packageVersion } from '../version.js';
import type { Verdict } from '../verify/types.js';
import type { PackResult } from './result.js';
import { kills, type RunCell } from './types.js';

/** A verdict in a few letters, for the tables. */
const VERDICT_MARK: Readonly<Record<Verdict, string>> = {
  ok: '.',
  'not-lex-smallest': 'LEX',
  'not-shortest': 'LONG',
  'illegal-move': 'ILLEGAL',
  'not-solved': 'UNSOLVED',
  'wrong-centre': 'CENTRE',
  'wrong-format': 'FORMAT',
  'time-limit': 'TLE',
  crash: 'CRASH',
};

export const MARK_LEGEND =
  '. passes; LEX not-lex-smallest, LONG not-shortest, ILLEGAL illegal-move, UNSOLVED not-solved, ' +
  'CENTRE wrong-centre, FORMAT wrong-format, TLE time-limit, CRASH crash; @k: the first failing case';

export function cellMark(cell: RunCell): string {
  return cell.verdict === 'ok' ? '.' : `${VERDICT_MARK[cell.verdict]}${cell.failing ? `@${cell.failing}` : ''}`;
}

/** The kill matrix over the package's tests: [header, ...rows] of text cells. */
function matrixRows(result: PackResult): string[][] {
  const header = ['wrong program', ...result.tests.map((t) => `${t.group}/${t.name}`), 'candidates that kill it'];
  const rows = result.wrong.map((who, row) => [
    who.name,
    ...result.tests.map((t) => cellMark(result.matrix[row][t.column])),
    `${result.matrix[row].filter(kills).length} of ${result.candidates.length}`,
  ]);
  return [header, ...rows];
}

/** The set's size against the lower bound, in one sentence. */
export function coverLine(result: PackResult): string {
  const { cover } = result;
  const chosen = cover.chosen.length;
  const proof = cover.exact
    ? 'proven the fewest by an exact search'
    : `the greedy cover; no cover has fewer than ${cover.lowerBound}`;
  return (
    `The minimal set: ${plural(chosen, 'file')} ${chosen === 1 ? 'kills' : 'kill'} all ${plural(result.wrong.length, 'wrong program')} ` +
    `(${proof}; greedy ${cover.greedy}; lower bound ${cover.lowerBound}, and ${cover.disjointBound} ` +
    `from programs no candidate file kills two of). Added: the sample and one case of every depth.`
  );
}

/** How the package checked itself with its own C++ programs. */
function selfCheckLine(result: PackResult): string {
  const check = result.selfCheck;
  if (check.compiler === null)
    return 'Not checked with its own C++ checker: no C++ compiler was found (set CXX, or install g++).';
  const validated =
    check.validated === null ? '' : `the input validator accepted all ${plural(check.validated, 'test file')}; `;
  return (
    `Checked with its own programs (${check.compiler} -O2 -std=c++17): ${validated}the output validator ` +
    `(Kattis protocol) judged ${plural(check.judged, 'output')} as lexpath's oracle did: it rejects every wrong ` +
    `program on some file (or the run fails by time or crash), and accepts every accepted program on every file it answered in time.`
  );
}

function padded(rows: readonly string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The accepted programs that passed every test, and the built-in solvers that ran out of time. */
function acceptedLines(result: PackResult): string[] {
  const passed = result.accepted.filter((_, row) => !result.acceptedCells[row].some(kills)).map((a) => a.name);
  const slow = result.accepted.filter((_, row) => result.acceptedCells[row].some(kills)).map((a) => a.name);
  return [
    `Accepted on every test: ${passed.join(', ')}.`,
    ...(slow.length > 0 ? [`Out of time on some test (not a wrong answer): ${slow.join(', ')}.`] : []),
  ];
}

/** The terminal's note after a pack. */
export function terminalNote(result: PackResult): string {
  return [
    `Kill matrix (rows: wrong programs; columns: the package's test files; ${MARK_LEGEND}):`,
    padded(matrixRows(result)),
    '',
    coverLine(result),
    ...acceptedLines(result),
    selfCheckLine(result),
    `Wrote ${result.outDir} (${result.format}): ${plural(result.files.length, 'file')}; the full matrix in kill-matrix.html.`,
    '',
  ].join('\n');
}

function markdownTable(rows: readonly string[][], code = false): string {
  const cell = (text: string) => (code ? markdownCode(text, true) : markdownText(text));
  return [
    `| ${rows[0].map(markdownText).join(' | ')} |`,
    `|${rows[0].map(() => '---').join('|')}|`,
    ...rows.slice(1).map((r) => `| ${markdownText(r[0])} | ${r.slice(1).map(cell).join(' | ')} |`),
  ].join('\n');
}

function testsTable(result: PackResult): string {
  const why = (t: PackResult['tests'][number]): string => {
    if (t.reason === 'sample') return 'the sample';
    if (t.reason === 'added') return 'added: one case of every depth';
    const killed = result.wrong.filter((_, row) => kills(result.matrix[row][t.column])).map((w) => w.name);
    return `kills ${killed.join(', ')}`;
  };
  const rows = result.tests.map((t) => {
    const file = result.candidates[t.column];
    return [`${t.group}/${t.name}`, String(file.cases.length), file.origin, why(t)];
  });
  return markdownTable([['file', 'cases', 'what', 'why it is in'], ...rows]);
}

/** The package's README.md. */
export function packageReadme(result: PackResult): string {
  const programs = [...result.wrong, ...result.accepted].filter((p) => p.command !== undefined);
  const sources = programs.map((p) => {
    const source = result.sources.get(p.name);
    return `- ${markdownText(p.name)} (${p.role}): ${markdownCode(p.command ?? '')}${source ? `, source ${markdownCode(source)} in the package` : ', no source file named: not in the package'}`;
  });
  return [
    `# ${markdownText(result.title)}: a problem package`,
    '',
    `Written by lexpath ${packageVersion()} (\`lexpath pack --puzzle ${result.puzzle} --format ${result.format} --seed ${result.seed}\`).`,
    `Each test file holds at most ${result.limits.maxCases} cases (${markdownText(result.limits.source)}).`,
    '',
    '## Tests',
    '',
    testsTable(result),
    '',
    '## The kill matrix',
    '',
    `Rows: the wrong programs; columns: the package's test files. ${markdownText(MARK_LEGEND)}.`,
    '',
    markdownTable(matrixRows(result), true),
    '',
    markdownText(coverLine(result)),
    '',
    `The matrix over all ${result.candidates.length} candidate files is in [kill-matrix.html](kill-matrix.html).`,
    '',
    '## Programs',
    '',
    ...result.wrong.map((w) => `- ${markdownText(w.name)} (wrong): ${markdownText(w.description)}`),
    ...result.accepted.map((a) => `- ${markdownText(a.name)} (accepted): ${markdownText(a.description)}`),
    '',
    ...acceptedLines(result).map(markdownText),
    ...(sources.length > 0 ? ['', ...sources] : []),
    '',
    '## Checking',
    '',
    markdownText(selfCheckLine(result)),
    '',
    "The checkers are standalone C++17 (`g++ -O2 -std=c++17`); the testlib one needs the judge's `testlib.h`.",
    `The same checker runs in Node: \`lexpath check --puzzle ${result.puzzle} INPUT ANSWER FEEDBACK_DIR < OUTPUT\``,
    '(Kattis protocol) or `--protocol testlib INPUT OUTPUT ANSWER`.',
    '',
  ].join('\n');
}
