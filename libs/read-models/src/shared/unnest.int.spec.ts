import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { createReadModelDb, type Database } from '../database.js';
import { arrayLiteral, unnest, type ColumnTypes } from './unnest.js';

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createReadModelDb(testDb.url);
});
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

interface Row {
  text: string | null;
  day: string;
  count: number;
  position: bigint;
  flag: boolean | null;
  doc: string;
  at: Date;
}

const types: ColumnTypes<Row> = {
  text: 'text',
  day: 'date',
  count: 'int4',
  position: 'int8',
  flag: 'bool',
  doc: 'jsonb',
  at: 'timestamptz',
};

describe('unnest', () => {
  it('sends every value as PostgreSQL reads it back, however awkward the text', async () => {
    const awkward = [
      '',
      'NULL',
      'null',
      ' padded ',
      'a,b',
      '{braces}',
      'quote " inside',
      'back\\slash',
      '\\"both"\\',
      'tab\tnew\nline',
      'ünïcødé ✓',
    ];
    const rows: Row[] = awkward.map((text, index) => ({
      text,
      day: `2026-01-${String(index + 1).padStart(2, '0')}`,
      count: index - 5,
      position: 9_007_199_254_740_993n + BigInt(index),
      flag: index % 3 === 0 ? null : index % 3 === 1,
      doc: JSON.stringify({ text, list: [index, '"x"'] }),
      at: new Date(Date.UTC(2026, 0, 1, 12, 0, index)),
    }));
    rows.push({ ...(rows[0] as Row), text: null });
    const { rows: read } = await unnest(rows, types).execute(db);
    expect(read).toEqual(rows.map((row) => ({ ...row, doc: JSON.parse(row.doc) as unknown })));
  });

  it('leaves arrays of other objects to pg', () => {
    const dates = [new Date(0)];
    expect(arrayLiteral(dates)).toBe(dates);
    expect(arrayLiteral([1, 2n, true, false, null, 'a"b\\c'])).toBe('{1,2,t,f,NULL,"a\\"b\\\\c"}');
  });
});
