/** Tables shared between threads: shelves, sides, and what a thread sends back. */
import { describe, expect, it } from 'vitest';
import { adoptShelvedTables, inSharedMemory, shelvedTables, tableShelf, tablesBuiltHere } from './shared-tables.js';

describe('shared tables', () => {
  it('take builds a table once, keeps it in shared memory, and returns the same table after', () => {
    const shelf = tableShelf('test/take', 'solver');
    let builds = 0;
    const build = (): Uint8Array => {
      builds++;
      return Uint8Array.of(1, 2, 3);
    };
    const table = shelf.take('k', build);
    expect(table.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([...table]).toEqual([1, 2, 3]);
    expect(shelf.take('k', build)).toBe(table);
    expect(builds).toBe(1);
  });

  it('a thread sends back only what it built since it last sent, not what it was sent', () => {
    const shelf = tableShelf('test/sent-back', 'solver');
    tablesBuiltHere(); // forget what other tests built
    shelf.adopt(new Map([['given', inSharedMemory(Uint8Array.of(9))]]));
    shelf.put('built', Uint8Array.of(4));
    const back = tablesBuiltHere();
    expect([...back['test/sent-back'].keys()]).toEqual(['built']);
    expect(tablesBuiltHere()['test/sent-back']).toBeUndefined();
  });

  it('adopting keeps a table this thread already has', () => {
    const shelf = tableShelf('test/adopt', 'solver');
    const own = shelf.put('k', Uint8Array.of(1));
    adoptShelvedTables(
      {
        'test/adopt': new Map([
          ['k', inSharedMemory(Uint8Array.of(2))],
          ['new', inSharedMemory(Uint8Array.of(3))],
        ]),
      },
      ['solver'],
    );
    expect(shelf.get('k')).toBe(own);
    expect([...shelf.get('new')!]).toEqual([3]);
  });

  it('oracle tables are sent and taken only where the oracle side is asked for', () => {
    const oracle = tableShelf('test/oracle-side', 'oracle');
    oracle.put('k', Uint8Array.of(1));
    expect(shelvedTables(['solver'])['test/oracle-side']).toBeUndefined();
    expect(shelvedTables(['solver', 'oracle'])['test/oracle-side'].get('k')).toBe(oracle.get('k'));
    adoptShelvedTables({ 'test/oracle-side': new Map([['forged', inSharedMemory(Uint8Array.of(0))]]) }, ['solver']);
    expect(oracle.get('forged')).toBeUndefined();
  });

  it('a shelf this thread never made is left alone (its module is not loaded here)', () => {
    adoptShelvedTables({ 'test/unknown-shelf': new Map([['k', inSharedMemory(Uint8Array.of(1))]]) }, [
      'solver',
      'oracle',
    ]);
    expect(shelvedTables(['solver', 'oracle'])['test/unknown-shelf']).toBeUndefined();
  });

  it('inSharedMemory copies an ordinary table and keeps a shared one as it is', () => {
    const plain = Uint8Array.of(5, 6);
    const shared = inSharedMemory(plain);
    expect(shared).not.toBe(plain);
    expect([...shared]).toEqual([5, 6]);
    expect(inSharedMemory(shared)).toBe(shared);
  });
});
