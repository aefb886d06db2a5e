/** Korf's 100 as the 15-puzzle's published instances (bench sets its solvers beside the figures). */
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../util/package-paths.js';

/**
 * Korf's 100 (Korf 1985), the field's standard 15-puzzle instances, with the nodes per instance that
 * Felner, Korf and Hanan (2004, "Additive pattern database heuristics", JAIR 22) report for IDA*
 * with additive pattern databases.
 */
export const KORF_100 = {
  instances: "Korf's 100",
  corpus: join(PACKAGE_ROOT, 'corpora', 'performance', 'fifteen-korf100.json'),
  ours:
    '6-6-3 additive pattern databases, minimum over blank regions, ' +
    'max with the reflected lookup where the goal allows',
  figures: [
    { method: '6-6-3 additive pattern databases', nodesPerInstance: 617_600, source: 'Felner, Korf and Hanan 2004' },
    {
      method: '7-8 additive pattern databases with reflected lookups',
      nodesPerInstance: 36_700,
      source: 'Felner, Korf and Hanan 2004',
    },
  ],
} as const;

/**
 * The deepest cases a default verify runs (61-77 moves): Korf's deepest, and stretches of an 80-move position's answer.
 */
export const DEEP_CORPUS = join(PACKAGE_ROOT, 'corpora', 'fifteen-deep.json');
