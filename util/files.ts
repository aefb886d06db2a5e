/** Files that are whole or absent: written to a temporary name in the same folder, then renamed. */
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Indented JSON with arrays of numbers (raw samples, run times) kept on one line. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g, (_, list: string) => `[${list.replace(/\s+/g, '')}]`)}\n`;
}

export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic(file, toJson(value));
}
