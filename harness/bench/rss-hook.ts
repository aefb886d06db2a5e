/**
 * Preloaded (`node --import`) into the processes `lexpath bench` measures: at exit, the process
 * reports its own peak resident set size on stderr, so memory is measured by the process itself
 * and needs no outside tool.
 *
 * The figure is VmHWM from /proc/self/status (Linux): the high-water mark of this process's own
 * address space, which a newly exec'd program starts afresh. process.resourceUsage().maxRSS is
 * not used where VmHWM exists: on Linux it also counts the peak of the parent at the time it
 * forked, so a small solver started by a large parent (the nightly, a test runner) would report
 * the parent's size. Elsewhere (no /proc) maxRSS is the only figure there is, and is reported
 * under another tag so the reader can tell.
 */
import { readFileSync } from 'node:fs';

/** Peak RSS of this process's own address space in KiB (VmHWM), or null where /proc is missing. */
function ownPeakRssKib(): number | null {
  try {
    const match = /^VmHWM:\s*(\d+)\s*kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

process.on('exit', () => {
  const own = ownPeakRssKib();
  const line =
    own === null ? `lexpath-max-rss-kib ${process.resourceUsage().maxRSS} maxrss` : `lexpath-max-rss-kib ${own} vmhwm`;
  process.stderr.write(`\n${line}\n`);
});
