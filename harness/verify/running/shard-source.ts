/**
 * `verify --shard auto`: the shard a job engine gave this process, read from its environment and
 * normalised to lexpath's 1-based I/N. Pure: the environment and `--shard-count` come in, a shard
 * (or a UsageError naming what was looked for) goes out.
 */
import { UsageError } from '../../../util/errors.js';

/** One engine's variables: the shard's index (0- or 1-based) and, where the engine gives it, the count. */
interface ShardVariables {
  readonly engine: string;
  readonly index: string;
  readonly base: 0 | 1;
  /** null: the engine gives no count (take --shard-count or LEXPATH_SHARD_COUNT). */
  readonly count: string | null;
  /** What --shard-count is in the engine's terms, for the message when no count is given. */
  readonly countIs: string;
}

/** Looked for in this order; more than one index set is refused (which engine is meant is not ours to guess). */
export const SHARD_VARIABLES: readonly ShardVariables[] = [
  {
    engine: 'set by you, e.g. from a GitHub Actions matrix',
    index: 'LEXPATH_SHARD_INDEX',
    base: 0,
    count: null,
    countIs: 'the matrix: strategy.job-total',
  },
  {
    engine: 'Kubernetes Indexed Job',
    index: 'JOB_COMPLETION_INDEX',
    base: 0,
    count: null,
    countIs: "the Job's completions",
  },
  { engine: 'GitLab CI', index: 'CI_NODE_INDEX', base: 1, count: 'CI_NODE_TOTAL', countIs: 'parallel' },
  { engine: 'CircleCI', index: 'CIRCLE_NODE_INDEX', base: 0, count: 'CIRCLE_NODE_TOTAL', countIs: 'parallelism' },
  {
    engine: 'AWS Batch array job',
    index: 'AWS_BATCH_JOB_ARRAY_INDEX',
    base: 0,
    count: null,
    countIs: "the array job's size",
  },
];

/** A count any engine may take from the environment when it gives none itself. */
export const SHARD_COUNT_VARIABLE = 'LEXPATH_SHARD_COUNT';

interface ShardFromEnvironment {
  /** 1-based, as --shard I/N. */
  readonly index: number;
  readonly count: number;
  /** Where it came from, for one line on stderr: `JOB_COMPLETION_INDEX=1 (Kubernetes Indexed Job, 0-based) ...`. */
  readonly source: string;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** A variable's value, or undefined when it is not set or empty (a template that expanded to nothing). */
function variable(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function wholeNumber(text: string, what: string, min: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min)
    throw new UsageError(
      `--shard auto: ${what} is '${text}', not a whole number${min > 0 ? ` of ${min} or more` : ''}`,
    );
  return value;
}

/** The shard count: the engine's own, LEXPATH_SHARD_COUNT and --shard-count, whichever are given, all agreeing. */
function countOf(
  env: Environment,
  found: ShardVariables,
  shardCount: number | undefined,
): { count: number; from: string } {
  const given: { count: number; from: string }[] = [];
  for (const name of [found.count, SHARD_COUNT_VARIABLE]) {
    const text = name === null ? undefined : variable(env, name);
    if (name !== null && text !== undefined) given.push({ count: wholeNumber(text, name, 1), from: `${name}=${text}` });
  }
  if (shardCount !== undefined) given.push({ count: shardCount, from: `--shard-count ${shardCount}` });
  if (given.length === 0)
    throw new UsageError(
      `--shard auto: ${found.index} gives the shard's index but not how many shards there are: ` +
        `add --shard-count N (${found.countIs}) or set ${SHARD_COUNT_VARIABLE}`,
    );
  const other = given.find((g) => g.count !== given[0].count);
  if (other !== undefined)
    throw new UsageError(`--shard auto: ${given[0].from} and ${other.from} disagree on the number of shards`);
  return { count: given[0].count, from: given.map((g) => g.from).join(' and ') };
}

/**
 * The shard of `--shard auto`, from the first (and only) engine whose index variable is set.
 * Refused (UsageError, exit 2): none set, two set at once, a value that is no whole number, counts
 * that disagree, or an index outside the count.
 */
export function shardFromEnvironment(env: Environment, shardCount: number | undefined): ShardFromEnvironment {
  const set = SHARD_VARIABLES.filter((v) => variable(env, v.index) !== undefined);
  if (set.length === 0)
    throw new UsageError(
      `--shard auto: no shard index in the environment; looked for ${SHARD_VARIABLES.map((v) => v.index).join(', ')} ` +
        `(give --shard I/N instead outside a job engine)`,
    );
  if (set.length > 1)
    throw new UsageError(
      `--shard auto: ${set.map((v) => `${v.index}=${variable(env, v.index)}`).join(' and ')} are set at once, ` +
        `so which engine runs this shard is unclear: give --shard I/N`,
    );
  const found = set[0];
  const text = variable(env, found.index) as string;
  const raw = wholeNumber(text, found.index, 0);
  const { count, from } = countOf(env, found, shardCount);
  const index = raw + 1 - found.base;
  if (index < 1 || index > count)
    throw new UsageError(
      `--shard auto: ${found.index}=${text} is outside ${count} shards (${from}): ` +
        `it counts from ${found.base}, so it must be ${found.base} to ${count - 1 + found.base}`,
    );
  return {
    index,
    count,
    source: `${found.index}=${text} (${found.engine}, ${found.base}-based) and ${from}`,
  };
}
