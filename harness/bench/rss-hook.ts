/**
 * Preloaded (`node --import`) into the processes `lexpath bench` measures: at exit, the process
 * reports its own peak resident set size on stderr, so memory is measured by the process itself
 * (process.resourceUsage().maxRSS, in KiB) and needs no outside tool.
 */
process.on('exit', () => {
  process.stderr.write(`\nlexpath-max-rss-kib ${process.resourceUsage().maxRSS}\n`);
});
