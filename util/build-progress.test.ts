/** A table build's progress line: drawn on a terminal only, redrawn in place, then a summary with size, time and memory. */
import { describe, expect, it } from 'vitest';
import { buildProgress, drawsBuilds } from './build-progress.js';

function drawn(
  bytes: number,
  keptIn: string | null,
): { text: () => string; progress: ReturnType<typeof buildProgress> } {
  let text = '';
  const progress = buildProgress('table X', bytes, keptIn, true, (t) => {
    text += t;
  });
  return { text: () => text, progress };
}

describe('buildProgress', () => {
  it('draws one line while building, then replaces it with the size, the time, the peak memory and the folder', () => {
    const { text, progress } = drawn(57_657_600, '/c/lexpath');
    progress.step(0.5);
    progress.done();
    const redrawn = 'lexpath: building table X...\rlexpath: building table X: 50%\x1b[K\r\x1b[K';
    expect(text().startsWith(redrawn)).toBe(true);
    expect(text()).toMatch(
      /lexpath: built table X \(57\.7 MB\) in \d+\.\d s, peak memory \d+\.\d MB; kept in \/c\/lexpath\n$/,
    );
  });

  it('says when a table is not kept', () => {
    const { text, progress } = drawn(2e6, null);
    progress.done();
    expect(text()).toMatch(/; not kept \(no cache\)\n$/);
  });

  it('says nothing of a small table', () => {
    const { text, progress } = drawn(4096, null);
    progress.step(0.5);
    progress.done();
    expect(text()).toBe('');
  });

  it('draws only on a terminal, outside CI', () => {
    expect(drawsBuilds({ isTTY: true }, {})).toBe(true);
    expect(drawsBuilds({ isTTY: false }, {})).toBe(false);
    expect(drawsBuilds({}, {})).toBe(false);
    expect(drawsBuilds({ isTTY: true }, { CI: 'true' })).toBe(false);
  });
});
