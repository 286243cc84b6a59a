import { describe, expect, it } from 'vitest';
import { useReadModelDb } from '../testing/read-model-db.spec.js';
import { clearFailures, recentFailures, recordFailures, withdrawFailures } from './attempt-failures.js';

const at = new Date('2026-03-02T08:00:00Z');
const since = new Date('2026-03-02T07:45:00Z');

const bed = useReadModelDb();

const countOf = async (key: string) => (await recentFailures(bed.db, [key], since)).get(key)?.count ?? 0;

describe('attempt failures', () => {
  it('withdraws one failure per key recorded at that time, even when several are alike', async () => {
    // Given three equal failures under one key and one under another
    for (let attempt = 0; attempt < 3; attempt++) await recordFailures(bed.db, ['a', 'b'], at);
    await recordFailures(bed.db, ['a'], new Date(at.getTime() - 1000));

    // When one attempt at `at` is taken back
    await withdrawFailures(bed.db, ['a', 'b'], at);

    // Then one row per key is gone, the earlier failure stays
    expect([await countOf('a'), await countOf('b')]).toEqual([3, 2]);
  });

  it('lets concurrent withdrawals take different rows', async () => {
    // Given ten equal failures
    await clearFailures(bed.db, ['c']);
    await recordFailures(bed.db, Array<string>(10).fill('c'), at);
    // When ten attempts are taken back at once, then none is left
    await Promise.all(Array.from({ length: 10 }, () => withdrawFailures(bed.db, ['c'], at)));
    expect(await countOf('c')).toBe(0);
  });
});
