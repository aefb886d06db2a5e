/**
 * Command-line manners that do not need yargs loaded: which command a command line is about (so an
 * error can point to that command's --help), and the nearest known name to a misspelt one.
 */
export const COMMAND_NAMES = [
  'solve',
  'solvers',
  'puzzles',
  'verify',
  'repro',
  'explain',
  'merge',
  'bench',
  'nightly',
  'report',
  'pack',
  'check',
] as const;

/** The command a command line runs, or null (none given, or not a known command). */
export function commandOf(argv: readonly string[]): string | null {
  const first = argv.find((arg) => !arg.startsWith('-'));
  return first !== undefined && (COMMAND_NAMES as readonly string[]).includes(first) ? first : null;
}

/** Where to read about a command line: `lexpath verify --help`, or `lexpath --help`. */
export function helpPointer(argv: readonly string[]): string {
  const command = commandOf(argv);
  return `see 'lexpath ${command === null ? '' : `${command} `}--help'`;
}

/** Levenshtein distance: insertions, deletions and substitutions of one character. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known name nearest to `typed`, if it is near enough to be a likely misspelling. */
export function nearest(typed: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const name of known) {
    const distance = editDistance(typed, name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= Math.max(1, Math.floor(best.length / 3)) ? best : null;
}

/** The options on a command line, as typed without dashes and values: `--cases=3` -> 'cases'. */
function typedOptions(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end))
    .filter((arg) => /^--?[^-\d]/.test(arg))
    .map((arg) => arg.replace(/^--?/, '').split('=')[0]);
}

const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The first option on the command line that is none of `known` (or their `no-` and camelCase
 * forms), with the nearest known one, or null when every option is known.
 */
export function unknownOption(
  argv: readonly string[],
  known: readonly string[],
): { typed: string; suggestion: string | null } | null {
  const accepted = new Set(known.flatMap((name) => [name, `no-${name}`, camelCase(name)]));
  const typed = typedOptions(argv).find((name) => !accepted.has(name));
  return typed === undefined
    ? null
    : {
        typed,
        suggestion: nearest(
          typed,
          known.filter((name) => name.length > 1),
        ),
      };
}

/**
 * The command line with a value that starts with a minus sign joined to its option:
 * `--budget -5m` -> `--budget=-5m`. yargs would read `-5m` as the short options -5 and -m and
 * say "unexpected argument '5'"; joined, the option's own check names what was wrong with it.
 */
/** Old option names that still work, unshown: the name each stands for. */
const OLD_OPTION_NAMES: Readonly<Record<string, string>> = { domain: 'puzzle' };

/** `--domain X` and `--domain=X` as `--puzzle ...` (before any `--`, after which words are arguments). */
export function renameOldOptions(argv: readonly string[]): string[] {
  const end = argv.includes('--') ? argv.indexOf('--') : argv.length;
  return argv.map((arg, i) => {
    const match = i < end ? /^--([^=]+)(=.*)?$/.exec(arg) : null;
    const current = match ? OLD_OPTION_NAMES[match[1]] : undefined;
    return current === undefined ? arg : `--${current}${match![2] ?? ''}`;
  });
}

export function joinNegativeValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (const arg of argv) {
    const previous = joined.at(-1);
    if (/^-\d/.test(arg) && previous !== undefined && /^--[^-=][^=]*$/.test(previous) && !joined.includes('--')) {
      joined[joined.length - 1] = `${previous}=${arg}`;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}
