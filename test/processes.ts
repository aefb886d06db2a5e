/** Helpers for tests that start real processes: a unique token to find them by, and a survivor scan. */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** A sleep duration no other process on the machine uses, so `sleep TOKEN` can be found in /proc. */
export function uniqueSleep(): string {
  return `1000.${parseInt(randomBytes(4).toString('hex'), 16)}`;
}

/** Live (non-zombie) processes whose command line contains `token`. */
export function processesWith(token: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const state = /\) (\w)/.exec(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1];
      if (cmdline.includes(token) && state !== 'Z') found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

/** Polls until `token`'s processes are gone or `ms` passed; returns what is left (and kills it). */
export async function survivors(token: string, ms = 1500): Promise<number[]> {
  const until = Date.now() + ms;
  let left = processesWith(token);
  while (left.length > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    left = processesWith(token);
  }
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  return left;
}

/** True when a `sleep TOKEN` process is running (not a process that merely mentions it in its arguments). */
export function sleepRunning(token: string): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (/(^|\/)sleep$/.test(argv[0]) && argv[1] === token) return true;
    } catch {
      // gone
    }
  }
  return false;
}
