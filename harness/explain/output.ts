/** Where an explain run's pages go: one file (--html), or one page per counterexample in a folder (--html-dir). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../util/errors.js';
import { writeFileAtomic } from '../../util/files.js';
import type { Explanation } from './explanation.js';
import { explainPageNames, explanationPage } from './page.js';

interface PageTargets {
  readonly html?: string;
  readonly htmlDir?: string;
}

/** Each page's path, checked before anything is written (one --html file holds one explanation). */
export function pagePaths(explanations: readonly Explanation[], targets: PageTargets): string[] {
  if (targets.html !== undefined) {
    if (explanations.length > 1) {
      const names = explanations.map((x) => x.solver).join(', ');
      throw new InputError(
        `--html ${targets.html}: ${explanations.length} counterexamples to explain ` +
          `(${names}): name one with --solver, or write a page each with --html-dir DIR`,
      );
    }
    return [targets.html];
  }
  if (targets.htmlDir === undefined) return [];
  return explainPageNames(explanations).map((name) => join(targets.htmlDir!, name));
}

/** Writes the pages (each atomically); returns their paths. */
export function writePages(
  explanations: readonly Explanation[],
  paths: readonly string[],
  targets: PageTargets,
): string[] {
  if (targets.htmlDir !== undefined) mkdirSync(targets.htmlDir, { recursive: true });
  paths.forEach((path, i) => {
    writeFileAtomic(path, explanationPage(explanations[i]));
  });
  return [...paths];
}
