/** The night's run folder: a file that cannot be written is listed, and the night goes on (issue 23). */
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRunFolder } from './run-folder.js';

describe('openRunFolder', () => {
  it('lists a file it could not write, with why, and still writes the next', () => {
    const folder = openRunFolder(
      mkdtempSync(join(tmpdir(), 'lexpath-run-folder-')),
      new Date('2026-12-02T03:00:00Z'),
      1,
      1000,
    );
    mkdirSync(join(folder.dir, 'verify-eight.json')); // a write there fails, as on a full disk
    folder.write('verify-eight.json', { a: 1 });
    folder.write('verify-rotation.json', { a: 2 });
    expect(folder.failed).toEqual([expect.stringMatching(/verify-eight\.json: cannot be written \(it is a folder\)/)]);
    expect(existsSync(join(folder.dir, 'verify-rotation.json'))).toBe(true);
    expect(folder.written).toEqual([join(folder.dir, 'verify-rotation.json')]);
  });
});
