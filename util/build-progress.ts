/**
 * What a long table build says while it runs: on a terminal (stderr a TTY, the main thread, not
 * CI), one line redrawn as the build goes, then a line with what was built, its size, how long it
 * took and the process's peak memory so far. Elsewhere (a pipe, a log, a worker thread) nothing, so
 * `solve`'s output and a run's logs stay as they were.
 */
import { isMainThread } from 'node:worker_threads';
import { terminalSafe } from './escape.js';

export interface BuildProgress {
  /** The part done, from 0 to 1 (redrawn at most ten times a second). */
  step(fraction: number): void;
  /** The build is over: the line is replaced by its summary. */
  done(): void;
}

const SILENT: BuildProgress = { step: () => {}, done: () => {} };

/** Whether builds are drawn here (tests pass their own answer). */
export function drawsBuilds(
  stream: { readonly isTTY?: boolean } = process.stderr,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return stream.isTTY === true && isMainThread && !env.CI;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** Tables smaller than this build in a moment and say nothing. */
const DRAWN_FROM_BYTES = 1e6;

/**
 * Progress of building `what` (`bytes` long; kept in the folder `keptIn`, or in none), drawn on
 * `write` when `drawn`. The redrawn line is kept short, so a narrow terminal does not wrap it.
 */
export function buildProgress(
  what: string,
  bytes: number,
  keptIn: string | null,
  drawn = drawsBuilds(),
  write: (text: string) => void = (text) => process.stderr.write(text),
): BuildProgress {
  if (!drawn || bytes < DRAWN_FROM_BYTES) return SILENT;
  const began = performance.now();
  let last = -Infinity;
  const line = `lexpath: building ${what}`;
  write(`${line}...`);
  return {
    step(fraction) {
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      write(`\r${line}: ${Math.min(99, Math.floor(fraction * 100))}%\x1b[K`);
    },
    done() {
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const peak = megabytes(process.resourceUsage().maxRSS * 1024);
      const kept = keptIn === null ? 'not kept (no cache)' : `kept in ${terminalSafe(keptIn)}`;
      write(`\r\x1b[Klexpath: built ${what} (${megabytes(bytes)}) in ${seconds} s, peak memory ${peak}; ${kept}\n`);
    },
  };
}
