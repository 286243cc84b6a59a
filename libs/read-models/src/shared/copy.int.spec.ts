import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from './copy.js';
import { useReadModelDb } from '../testing/read-model-db.spec.js';

describe('copyRows', () => {
  const bed = useReadModelDb();
  beforeAll(async () => {
    await sql`create table copy_rows_spec (name text, amount int8, figures jsonb, note text)`.execute(bed.db);
  });

  it('appends rows in the transaction, values that need escaping kept exactly', async () => {
    const awkward = 'tab\there, new\nline, back\\slash, \\N, cr\r';
    await bed.db.transaction().execute(async (trx) => {
      await copyRows(
        trx,
        'copy_rows_spec',
        ['name', 'amount', 'figures', 'note'],
        [
          { name: 'a', amount: 1n, figures: '{"steps":5}', note: awkward },
          { name: 'b', amount: 9007199254740993n, figures: '{}', note: null },
        ],
      );
      const inside = await sql<{ n: number }>`select count(*)::int as n from copy_rows_spec`.execute(trx);
      expect(inside.rows[0]?.n).toBe(2);
    });
    const { rows } = await sql<{ name: string; amount: bigint; figures: unknown; note: string | null }>`
      select name, amount, figures, note from copy_rows_spec order by name`.execute(bed.db);
    expect(rows).toEqual([
      { name: 'a', amount: 1n, figures: { steps: 5 }, note: awkward },
      { name: 'b', amount: 9007199254740993n, figures: {}, note: null },
    ]);
  });

  it('rolls back with its transaction', async () => {
    await expect(
      bed.db.transaction().execute(async (trx) => {
        await copyRows(trx, 'copy_rows_spec', ['name'], [{ name: 'c' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from copy_rows_spec where name = 'c'`.execute(bed.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a row a column cannot take, and copies nothing of it', async () => {
    await expect(copyRows(bed.db, 'copy_rows_spec', ['name', 'amount'], [{ name: 'd', amount: 'not a number' }])).rejects.toThrow(
      /invalid input syntax/,
    );
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from copy_rows_spec where name = 'd'`.execute(bed.db);
    expect(rows[0]?.n).toBe(0);
  });
});
