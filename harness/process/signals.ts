/**
 * SIGINT, SIGTERM and SIGHUP (Ctrl-C, a CI runner cancelling, a closed terminal) all mean "stop":
 * the first one calls `onStop` (which aborts the run, so its programs are killed and an incomplete
 * report is written); a second one kills every program still running and exits at once. The exit
 * code after a stop is 128 + the signal's number (130, 143, 129), as a shell reports it.
 */
import { constants } from 'node:os';
import { killActiveRuns } from './run-program.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
type StopSignal = (typeof STOP_SIGNALS)[number];

export function exitCodeFor(signal: StopSignal): number {
  return 128 + constants.signals[signal];
}

interface StopWatch {
  /** The first stop signal received, or null. */
  readonly received: () => StopSignal | null;
  /** Removes the handlers (call when the work is done). */
  readonly release: () => void;
}

export function onStopSignals(onStop: (signal: StopSignal) => void): StopWatch {
  let received: StopSignal | null = null;
  const handlers = STOP_SIGNALS.map((signal) => {
    const handler = (): void => {
      if (received !== null) {
        killActiveRuns();
        process.exit(exitCodeFor(received));
      }
      received = signal;
      onStop(signal);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return {
    received: () => received,
    release: () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    },
  };
}

/**
 * For commands that cannot stop part-way with a report (verify, repro): on a stop signal, kill
 * every program still running, say so, and exit with 128 + the signal's number.
 */
export function exitOnStopSignals(command: string, note?: string): StopWatch {
  return onStopSignals((signal) => {
    killActiveRuns();
    process.stderr.write(
      `\nlexpath ${command}: ${signal}; stopped (programs killed, no report)${note ? `; ${note}` : ''}\n`,
    );
    process.exit(exitCodeFor(signal));
  });
}
