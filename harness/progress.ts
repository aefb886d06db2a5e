/** A one-line progress bar on stderr: only on a terminal, never in CI or under --json. */
export interface Progress {
  update(done: number, total: number, failures: number): void;
  finish(): void;
}

const SILENT: Progress = { update: () => {}, finish: () => {} };

export function progressBar(enabled: boolean, label: string): Progress {
  if (!enabled || !process.stderr.isTTY || process.env.CI) return SILENT;
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
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}, ${failures} failing, ETA ${eta}   `);
      drawn = true;
    },
    finish() {
      if (drawn) process.stderr.write('\r\x1b[K');
    },
  };
}
