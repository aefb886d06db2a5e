/** Run identities: the files a command names, and digests that follow content, not names. */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandFiles, FOLDER_PREFIX, identityChange, runIdentity } from './identity.js';

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

describe("runIdentity of a program's folder", () => {
  /** A folder with a script that imports a neighbour, as `node prog.mjs` would run it. */
  const program = () => {
    const folder = mkdtempSync(join(tmpdir(), 'lexpath-folder-'));
    writeFileSync(join(folder, 'prog.mjs'), "import { solve } from './lib/solve.mjs';\n");
    mkdirSync(join(folder, 'lib'));
    writeFileSync(join(folder, 'lib', 'solve.mjs'), 'export const solve = () => 1;\n');
    return { folder, files: commandFiles('node prog.mjs', folder) };
  };

  it('changes when a module the script imports changes, and names the folder', () => {
    const { folder, files } = program();
    const before = runIdentity(files);
    writeFileSync(join(folder, 'lib', 'solve.mjs'), 'export const solve = () => 2;\n');
    expect(identityChange(before, runIdentity(files))).toBe(FOLDER_PREFIX + folder);
  });

  it('changes when a file is added beside it, and not when nothing changed', () => {
    const { folder, files } = program();
    const before = runIdentity(files);
    expect(identityChange(before, runIdentity(files))).toBeNull();
    writeFileSync(join(folder, 'lib', 'data.txt'), 'table\n');
    expect(identityChange(before, runIdentity(files))).toBe(FOLDER_PREFIX + folder);
  });

  it("leaves out the run's own checkpoint, its lock and temporary files, and .lexpath/", () => {
    const { folder, files } = program();
    const checkpoint = join(folder, 'run.checkpoint.json');
    const before = runIdentity(files, checkpoint);
    writeFileSync(checkpoint, '{}\n');
    writeFileSync(`${checkpoint}.lock`, '1\n');
    writeFileSync(`${checkpoint}.tmp-1-abc`, '{');
    mkdirSync(join(folder, '.lexpath'));
    writeFileSync(join(folder, '.lexpath', 'other.checkpoint.json'), '{}\n');
    expect(identityChange(before, runIdentity(files, checkpoint))).toBeNull();
  });

  it('leaves out the folders of PATH, where the interpreter is found', () => {
    const { folder, files } = program();
    const folders = Object.keys(runIdentity(files)).filter((key) => key.startsWith(FOLDER_PREFIX));
    expect(folders).toEqual([FOLDER_PREFIX + folder]);
    expect(files.some((file) => dirname(file) !== folder)).toBe(true);
  });
});
