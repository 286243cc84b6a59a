import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useReadModelDb } from '../testing/read-model-db.spec.js';
import { migrateReadModels } from './index.js';

const bed = useReadModelDb();

describe('migrateReadModels', () => {
  // Kysely's check for its bookkeeping table lists every schema's tables (and resolves each name):
  // a rebuild in another process drops its shadow schema, and scratch tables, at any moment.
  it('brings the tables up to date while other sessions create and drop schemas and tables', async () => {
    let churning = true;
    const churn = (async () => {
      for (let turn = 0; churning; turn += 1) {
        await sql`create schema if not exists churn_shadow`.execute(bed.db);
        await sql.raw(`create unlogged table churn_shadow.scratch_${turn % 4} (id int, note text)`).execute(bed.db);
        await sql.raw(`drop table churn_shadow.scratch_${turn % 4}`).execute(bed.db);
        if (turn % 5 === 4) await sql`drop schema churn_shadow cascade`.execute(bed.db);
      }
    })();
    try {
      for (let run = 0; run < 40; run += 1) {
        const result = await migrateReadModels(bed.db);
        expect(result.error).toBeUndefined();
      }
    } finally {
      churning = false;
      await churn;
    }
  });
});
