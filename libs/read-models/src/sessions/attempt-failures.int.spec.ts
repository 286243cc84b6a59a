import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { useReadModelDb } from '../testing/read-model-db.spec.js';
import { clearFailures, recentFailures, recordFailures, withdrawFailures } from './attempt-failures.js';

let db: Kysely<Database>;
const at = new Date('2026-03-02T08:00:00Z');
const since = new Date('2026-03-02T07:45:00Z');

useReadModelDb((opened) => {
  db = opened;
});

const countOf = async (key: string) => (await recentFailures(db, [key], since)).get(key)?.count ?? 0;

describe('attempt failures', () => {
  it('withdraws one failure per key recorded at that time, even when several are alike', async () => {
    // Given three equal failures under one key and one under another
    for (let attempt = 0; attempt < 3; attempt++) await recordFailures(db, ['a', 'b'], at);
    await recordFailures(db, ['a'], new Date(at.getTime() - 1000));

    // When one attempt at `at` is taken back
    await withdrawFailures(db, ['a', 'b'], at);

    // Then one row per key is gone, the earlier failure stays
    expect([await countOf('a'), await countOf('b')]).toEqual([3, 2]);
  });

  it('lets concurrent withdrawals take different rows', async () => {
    // Given ten equal failures
    await clearFailures(db, ['c']);
    await recordFailures(db, Array<string>(10).fill('c'), at);
    // When ten attempts are taken back at once, then none is left
    await Promise.all(Array.from({ length: 10 }, () => withdrawFailures(db, ['c'], at)));
    expect(await countOf('c')).toBe(0);
  });
});
