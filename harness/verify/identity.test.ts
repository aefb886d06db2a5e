/** Run identities: the files a command names, and digests that follow content, not names. */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandFiles, identityChange, runIdentity } from './identity.js';

const dir = mkdtempSync(join(tmpdir(), 'lexpath-identity-'));

describe('commandFiles', () => {
  it('names the program found on PATH and every argument that is a file here', () => {
    const script = join(dir, 'mine.mjs');
    writeFileSync(script, 'process.stdout.write("")\n');
    const files = commandFiles(`node ${script} --fast`, dir);
    expect(files).toEqual([expect.stringMatching(/\/node$/), script]);
  });

  it('resolves a relative program path against the working folder', () => {
    const program = join(dir, 'solver');
    writeFileSync(program, '#!/bin/sh\n');
    chmodSync(program, 0o755);
    expect(commandFiles('./solver < /dev/null', dir)).toEqual([program]);
  });
});

describe('runIdentity', () => {
  it("changes with a file's content and says which file", () => {
    const file = join(dir, 'module.mjs');
    writeFileSync(file, 'export const a = 1;\n');
    const before = runIdentity([file]);
    writeFileSync(file, 'export const a = 2;\n');
    const after = runIdentity([file]);
    expect(identityChange(before, after)).toBe(file);
    expect(identityChange(after, runIdentity([file]))).toBeNull();
  });

  it('marks a file that is not there as missing', () => {
    expect(runIdentity([join(dir, 'nope')])[join(dir, 'nope')]).toBe('missing');
  });
});
