/**
 * lexpath's architecture, as rules: the single source for the layers (docs/architecture.md draws
 * them from here). Checked by `npm run deps` (in CI). Type-only imports count: a cycle closed by an
 * `import type` is still a cycle.
 *
 * Layers, lowest first; a layer imports only itself and the layers below it:
 *   util      helpers with no lexpath imports (errors, text, random, atomic files, statistics)
 *   solvers   the search core: the space interface, capabilities, paths, solve, the registry,
 *             one file per algorithm, the bug zoo
 *   oracle    the exact judge, written apart from the solvers
 *   puzzles   one folder per puzzle; puzzles/kit is what every puzzle (built-in or plug-in) uses
 *   harness   verify < explain < bench < history < report < nightly < pack, then the commands and the CLI;
 *             inside verify, its parts: judging < running < counterexamples, and reporting beside them
 *             (judging only), all below the run itself (verify.ts, repro.ts and their options)
 *   scripts   build-time tools (make-corpora, certify, the help and docs/cli.md), not shipped
 */
/** Tests may reach up for a concrete puzzle or the oracle; cycles still count in them. */
const TESTS = '\\.(test|fixture)\\.ts$';
const LAYERS = ['util', 'solvers', 'oracle', 'puzzles', 'harness'];
const HARNESS = ['verify', 'explain', 'bench', 'history', 'report', 'nightly', 'pack'];

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-upward-from-${layer}`,
  comment: `${layer}/ imports only ${LAYERS.slice(0, i + 1).join(', ')}`,
  severity: 'error',
  from: { path: `^${layer}/`, pathNot: TESTS },
  to: { path: `^(${LAYERS.slice(i + 1).join('|')})/|^index\\.ts$` },
}));

const harnessUpward = HARNESS.slice(0, -1).map((part, i) => ({
  name: `no-upward-from-harness-${part}`,
  comment: `harness/${part}/ imports none of ${HARNESS.slice(i + 1).join(', ')}`,
  severity: 'error',
  from: { path: `^harness/${part}/`, pathNot: TESTS },
  to: { path: `^harness/(${HARNESS.slice(i + 1).join('|')})/` },
}));

/** harness/verify/'s parts, each with the parts it must not import (the run's own modules are above them all). */
const VERIFY_PARTS = {
  judging: ['running', 'counterexamples', 'reporting'],
  running: ['counterexamples', 'reporting'],
  counterexamples: ['reporting'],
  reporting: ['running', 'counterexamples'],
};
const verifyParts = Object.entries(VERIFY_PARTS).map(([part, above]) => ({
  name: `verify-${part}-apart`,
  comment: `harness/verify/${part}/ imports none of ${above.join(', ')}, nor the run (verify.ts, repro.ts)`,
  severity: 'error',
  from: { path: `^harness/verify/${part}/`, pathNot: TESTS },
  to: { path: `^harness/verify/((${above.join('|')})/|(verify|repro)\\.ts$)` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import cycles, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    ...harnessUpward,
    ...verifyParts,
    {
      name: 'no-import-of-the-cli',
      comment: 'the CLI is the top: nothing below it imports a command or the CLI definition',
      severity: 'error',
      from: {
        path:
          '^(util|solvers|oracle|puzzles|harness/(verify|explain|bench|history|report|nightly|pack))/' +
          '|^harness/api\\.ts$|^index\\.ts$',
      },
      to: { path: '^harness/(commands/|cli)' },
    },
    {
      name: 'puzzles-apart',
      comment:
        'a puzzle folder imports the kit, never another puzzle (only the registry, puzzles/index.ts, knows them all)',
      severity: 'error',
      from: { path: '^puzzles/(eight|rotation|sliding)/', pathNot: TESTS },
      to: { path: '^puzzles/', pathNot: ['^puzzles/kit/', '^puzzles/$1/'] },
    },
    {
      name: 'kit-knows-no-puzzle',
      comment: 'the kit is what a plug-in uses too: it knows no built-in puzzle',
      severity: 'error',
      from: { path: '^puzzles/kit/', pathNot: TESTS },
      to: { path: '^puzzles/', pathNot: '^puzzles/kit/' },
    },
    {
      name: 'scripts-apart',
      comment: 'scripts/ holds build-time tools (corpora, certify, help, docs/cli.md): nothing that ships imports them',
      severity: 'error',
      from: { path: '^(util|solvers|oracle|puzzles|harness)/|^index\\.ts$' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-test-code-in-source',
      comment: 'source never imports tests or test helpers',
      severity: 'error',
      from: { path: '^(util|solvers|oracle|puzzles|harness)/', pathNot: '\\.(test|fixture)\\.ts$' },
      to: { path: '\\.(test|fixture)\\.ts$|^test/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|reports|tools)/' },
    includeOnly: '^(index\\.ts|util|solvers|oracle|puzzles|harness)(/|$)',
  },
};
