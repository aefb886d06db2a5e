/** `--shard auto`: each engine's variables, normalised to lexpath's 1-based I/N, and what is refused. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../util/errors.js';
import { SHARD_VARIABLES, shardFromEnvironment } from './shard-source.js';

type Env = Record<string, string | undefined>;

describe('shardFromEnvironment', () => {
  const resolved: [string, Env, number | undefined, { index: number; count: number }, RegExp][] = [
    [
      'Kubernetes, first index',
      { JOB_COMPLETION_INDEX: '0' },
      4,
      { index: 1, count: 4 },
      /^JOB_COMPLETION_INDEX=0 \(Kubernetes Indexed Job, 0-based\) and --shard-count 4$/,
    ],
    ['Kubernetes, last index', { JOB_COMPLETION_INDEX: '3' }, 4, { index: 4, count: 4 }, /JOB_COMPLETION_INDEX=3/],
    [
      'GitLab, 1-based',
      { CI_NODE_INDEX: '1', CI_NODE_TOTAL: '3' },
      undefined,
      { index: 1, count: 3 },
      /^CI_NODE_INDEX=1 \(GitLab CI, 1-based\) and CI_NODE_TOTAL=3$/,
    ],
    ['GitLab, last', { CI_NODE_INDEX: '3', CI_NODE_TOTAL: '3' }, undefined, { index: 3, count: 3 }, /CI_NODE_INDEX=3/],
    [
      'GitLab, --shard-count agreeing',
      { CI_NODE_INDEX: '2', CI_NODE_TOTAL: '3' },
      3,
      { index: 2, count: 3 },
      /CI_NODE_TOTAL=3 and --shard-count 3$/,
    ],
    [
      'CircleCI, 0-based',
      { CIRCLE_NODE_INDEX: '0', CIRCLE_NODE_TOTAL: '2' },
      undefined,
      { index: 1, count: 2 },
      /^CIRCLE_NODE_INDEX=0 \(CircleCI, 0-based\) and CIRCLE_NODE_TOTAL=2$/,
    ],
    [
      'CircleCI, last',
      { CIRCLE_NODE_INDEX: '1', CIRCLE_NODE_TOTAL: '2' },
      undefined,
      { index: 2, count: 2 },
      /CIRCLE_NODE_INDEX=1/,
    ],
    [
      'AWS Batch',
      { AWS_BATCH_JOB_ARRAY_INDEX: '9' },
      10,
      { index: 10, count: 10 },
      /^AWS_BATCH_JOB_ARRAY_INDEX=9 \(AWS Batch array job, 0-based\) and --shard-count 10$/,
    ],
    [
      'GitHub Actions, via LEXPATH_SHARD_INDEX and --shard-count',
      { LEXPATH_SHARD_INDEX: '2' },
      3,
      { index: 3, count: 3 },
      /^LEXPATH_SHARD_INDEX=2 \(set by you.*, 0-based\) and --shard-count 3$/,
    ],
    [
      'GitHub Actions, via LEXPATH_SHARD_INDEX and LEXPATH_SHARD_COUNT',
      { LEXPATH_SHARD_INDEX: '0', LEXPATH_SHARD_COUNT: '3' },
      undefined,
      { index: 1, count: 3 },
      /and LEXPATH_SHARD_COUNT=3$/,
    ],
    [
      'Kubernetes with LEXPATH_SHARD_COUNT',
      { JOB_COMPLETION_INDEX: '1', LEXPATH_SHARD_COUNT: '2' },
      undefined,
      { index: 2, count: 2 },
      /and LEXPATH_SHARD_COUNT=2$/,
    ],
    ['one shard', { JOB_COMPLETION_INDEX: '0' }, 1, { index: 1, count: 1 }, /JOB_COMPLETION_INDEX=0/],
    [
      'an empty variable counts as not set',
      { CI_NODE_INDEX: '', JOB_COMPLETION_INDEX: ' 1 ' },
      2,
      { index: 2, count: 2 },
      /JOB_COMPLETION_INDEX=1/,
    ],
    [
      'unrelated variables are ignored',
      { PATH: '/bin', CI: 'true', CI_NODE_TOTAL: '5', JOB_COMPLETION_INDEX: '0' },
      2,
      { index: 1, count: 2 },
      /--shard-count 2$/,
    ],
  ];
  it.each(resolved)('%s', (_, env, count, shard, source) => {
    const got = shardFromEnvironment(env, count);
    expect({ index: got.index, count: got.count }).toEqual(shard);
    expect(got.source).toMatch(source);
  });

  const refused: [string, Env, number | undefined, RegExp][] = [
    [
      'none set',
      {},
      2,
      /no shard index in the environment; looked for LEXPATH_SHARD_INDEX, JOB_COMPLETION_INDEX, CI_NODE_INDEX, CIRCLE_NODE_INDEX, AWS_BATCH_JOB_ARRAY_INDEX/,
    ],
    [
      'only a count set',
      { CI_NODE_TOTAL: '4', LEXPATH_SHARD_COUNT: '4' },
      undefined,
      /no shard index in the environment/,
    ],
    [
      'Kubernetes without a count',
      { JOB_COMPLETION_INDEX: '0' },
      undefined,
      /JOB_COMPLETION_INDEX gives the shard's index but not how many shards there are: add --shard-count N \(the Job's completions\)/,
    ],
    [
      'AWS Batch without a count',
      { AWS_BATCH_JOB_ARRAY_INDEX: '0' },
      undefined,
      /add --shard-count N \(the array job's size\)/,
    ],
    [
      'Kubernetes index past the count',
      { JOB_COMPLETION_INDEX: '2' },
      2,
      /JOB_COMPLETION_INDEX=2 is outside 2 shards \(--shard-count 2\): it counts from 0, so it must be 0 to 1/,
    ],
    [
      'GitLab index 0 (it counts from 1)',
      { CI_NODE_INDEX: '0', CI_NODE_TOTAL: '2' },
      undefined,
      /CI_NODE_INDEX=0 is outside 2 shards \(CI_NODE_TOTAL=2\): it counts from 1, so it must be 1 to 2/,
    ],
    [
      'GitLab index past the total',
      { CI_NODE_INDEX: '3', CI_NODE_TOTAL: '2' },
      undefined,
      /CI_NODE_INDEX=3 is outside 2 shards/,
    ],
    [
      'CircleCI index equal to the total',
      { CIRCLE_NODE_INDEX: '2', CIRCLE_NODE_TOTAL: '2' },
      undefined,
      /CIRCLE_NODE_INDEX=2 is outside 2 shards/,
    ],
    [
      'two engines at once',
      { JOB_COMPLETION_INDEX: '0', CI_NODE_INDEX: '1', CI_NODE_TOTAL: '2' },
      2,
      /JOB_COMPLETION_INDEX=0 and CI_NODE_INDEX=1 are set at once, so which engine runs this shard is unclear: give --shard I\/N/,
    ],
    [
      'LEXPATH_SHARD_INDEX beside an engine',
      { LEXPATH_SHARD_INDEX: '0', CIRCLE_NODE_INDEX: '0', CIRCLE_NODE_TOTAL: '2' },
      undefined,
      /LEXPATH_SHARD_INDEX=0 and CIRCLE_NODE_INDEX=0 are set at once/,
    ],
    [
      'counts that disagree',
      { CI_NODE_INDEX: '1', CI_NODE_TOTAL: '3' },
      4,
      /CI_NODE_TOTAL=3 and --shard-count 4 disagree on the number of shards/,
    ],
    [
      'a count of 0',
      { CIRCLE_NODE_INDEX: '0', CIRCLE_NODE_TOTAL: '0' },
      undefined,
      /CIRCLE_NODE_TOTAL is '0', not a whole number of 1 or more/,
    ],
    [
      'an index that is no number',
      { JOB_COMPLETION_INDEX: 'one' },
      2,
      /JOB_COMPLETION_INDEX is 'one', not a whole number/,
    ],
    [
      'a negative index',
      { AWS_BATCH_JOB_ARRAY_INDEX: '-1' },
      2,
      /AWS_BATCH_JOB_ARRAY_INDEX is '-1', not a whole number/,
    ],
    [
      'a fractional count',
      { LEXPATH_SHARD_INDEX: '0', LEXPATH_SHARD_COUNT: '2.5' },
      undefined,
      /LEXPATH_SHARD_COUNT is '2\.5'/,
    ],
  ];
  it.each(refused)('refuses %s', (_, env, count, message) => {
    expect(() => shardFromEnvironment(env, count)).toThrow(UsageError);
    expect(() => shardFromEnvironment(env, count)).toThrow(message);
  });

  it('knows every index variable the docs name, and reads nothing but the environment it is given', () => {
    expect(SHARD_VARIABLES.map((v) => v.index)).toEqual([
      'LEXPATH_SHARD_INDEX',
      'JOB_COMPLETION_INDEX',
      'CI_NODE_INDEX',
      'CIRCLE_NODE_INDEX',
      'AWS_BATCH_JOB_ARRAY_INDEX',
    ]);
    const before = process.env.JOB_COMPLETION_INDEX;
    process.env.JOB_COMPLETION_INDEX = '0';
    try {
      expect(() => shardFromEnvironment({}, 2)).toThrow(/no shard index/);
    } finally {
      if (before === undefined) delete process.env.JOB_COMPLETION_INDEX;
      else process.env.JOB_COMPLETION_INDEX = before;
    }
  });
});
