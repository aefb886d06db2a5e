/**
 * Paths inside the installed package. Compiled code runs from dist/harness/, sources under vitest
 * run from harness/; both resolve to the same package root, and workers always load compiled code.
 */
import { fileURLToPath } from 'node:url';

const fromSource = import.meta.url.endsWith('.ts');

export const PACKAGE_ROOT = fileURLToPath(new URL(fromSource ? '../' : '../../', import.meta.url));

/** URL of a compiled module under dist/harness/, e.g. 'verify/running/solver-task-entry.cjs'. */
export function compiledHarnessModule(relative: string): URL {
  return new URL(`dist/harness/${relative}`, `file://${PACKAGE_ROOT}`);
}

/**
 * A plug-in module's URL as `--puzzle-module` / `--solver-module` take it: a file URL as its path, any other as it is.
 */
export function moduleArgument(url: string): string {
  return url.startsWith('file:') ? fileURLToPath(url) : url;
}
