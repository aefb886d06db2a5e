/**
 * Progress on stderr. On a terminal (not CI, not --json): a one-line bar. Otherwise (a CI log, a
 * pipe): a plain line every PROGRESS_LINE_MS while the run lasts, so a log is never silent for
 * minutes; a run shorter than that prints nothing.
 */
interface Progress {
  update(done: number, total: number, failures: number): void;
  finish(): void;
}

/** How often a line is printed when stderr is not a terminal. */
const PROGRESS_LINE_MS = 20_000;

export function progressBar(enabled: boolean, label: string): Progress {
  return enabled && process.stderr.isTTY && !process.env.CI ? terminalBar(label) : progressLines(label);
}

function terminalBar(label: string): Progress {
  const started = Date.now();
  let last = 0;
  let drawn = false;
  return {
    update(done, total, failures) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      const width = 24;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      const elapsed = (now - started) / 1000;
      const eta = done === 0 ? '?' : `${Math.ceil((elapsed / done) * (total - done))}s`;
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ` +
          `${done}/${total}, ${failures} failing, ETA ${eta}   `,
      );
      drawn = true;
    },
    finish() {
      if (drawn) process.stderr.write('\r\x1b[K');
    },
  };
}

/** A line every PROGRESS_LINE_MS with the latest counts (a timer, so a long program run is not silent either). */
function progressLines(label: string): Progress {
  const started = Date.now();
  let latest = { done: 0, total: 0, failures: 0 };
  const timer = setInterval(() => {
    const { done, total, failures } = latest;
    const of = Number.isFinite(total) && total > 0 ? ` of ${total}` : '';
    process.stderr.write(
      `${label}: ${done}${of} judged, ${failures} failing, ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
  }, PROGRESS_LINE_MS).unref();
  return {
    update(done, total, failures) {
      latest = { done, total, failures };
    },
    finish() {
      clearInterval(timer);
    },
  };
}
