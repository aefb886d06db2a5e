/** The yargs-free parts of the command-line manners: misspellings, help pointers, whole numbers. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../util/errors.js';
import { editDistance, helpPointer, joinNegativeValues, nearest, renameOldOptions, unknownOption } from './usage.js';
import { wholeNumber } from '../../util/option-table.js';

describe('usage helpers', () => {
  it('a value with a minus sign is joined to its option, so its own check can name it', () => {
    expect(joinNegativeValues(['bench', '--budget', '-5m', '--seed', '-1', '-h'])).toEqual([
      'bench',
      '--budget=-5m',
      '--seed=-1',
      '-h',
    ]);
  });

  it('a minus value after -- or after an option given with = stays apart', () => {
    expect(joinNegativeValues(['--seed=1', '-5', '--', '--x', '-5'])).toEqual(['--seed=1', '-5', '--', '--x', '-5']);
  });

  it('--domain, the old name of --puzzle, is read as --puzzle before any --, in both spellings', () => {
    expect(renameOldOptions(['verify', '--domain', 'eight', '--domain=rotation', '--', '--domain'])).toEqual([
      'verify',
      '--puzzle',
      'eight',
      '--puzzle=rotation',
      '--',
      '--domain',
    ]);
    expect(renameOldOptions(['verify', '--domains', 'x', '-domain'])).toEqual(['verify', '--domains', 'x', '-domain']);
  });

  it('edit distance counts one swap of neighbours as two edits', () => {
    expect(editDistance('domian', 'domain')).toBe(2);
  });

  it('the nearest name is offered only when it is near', () => {
    expect(nearest('domian', ['domain', 'seed'])).toBe('domain');
    expect(nearest('colour', ['domain', 'seed'])).toBeNull();
  });

  it('negated and camelCase forms of a known option are not unknown', () => {
    expect(
      unknownOption(['verify', '--no-builtins', '--timeLimit', '5', '--time-limit=5'], ['builtins', 'time-limit']),
    ).toBeNull();
  });

  it('an option after -- is an argument, not an option', () => {
    expect(unknownOption(['verify', '--', '--domian'], ['domain'])).toBeNull();
  });

  it('a negative number is a value, not an option', () => {
    expect(unknownOption(['verify', '--seed', '-5'], ['seed'])).toBeNull();
  });

  it('points to the help of the command on the line', () => {
    expect(helpPointer(['verify', '--domain', 'eight'])).toBe("see 'lexpath verify --help'");
    expect(helpPointer(['--bogus'])).toBe("see 'lexpath --help'");
  });

  it('a fraction is not a whole number', () => {
    expect(() => wholeNumber('cases', 0)(2.5)).toThrow(UsageError);
  });

  it('a number below the minimum is refused', () => {
    expect(() => wholeNumber('workers', 1)(0)).toThrow(/--workers takes a whole number, 1 or more, not 0/);
    expect(() => wholeNumber('seed', 0)(2 ** 60)).toThrow(
      /--seed takes a whole number up to 9007199254740991; that one is too large/,
    );
  });
});
