import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_SITE_ID, siteCopyId } from '@wellway/domain';
import { createTestDatabase, type TestDatabase } from '@wellway/test-support';
import { createReadModelDb, type Database } from '../database.js';
import { seenOnSite } from './site-defaults.js';

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createReadModelDb(testDb.url);
  await sql`create table inheritable (id text primary key, site_id text, parent_id text)`.execute(db);
  await sql`insert into inheritable values ('d1', null, null), ('d2', null, null), (${siteCopyId('a', 'd1')}, 'a', 'd1'), ('own', 'a', null), ('b1', 'b', null)`.execute(
    db,
  );
});
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

async function seen(siteId: string): Promise<string[]> {
  const rows = await (db as unknown as Kysely<{ inheritable: { id: string } }>)
    .selectFrom('inheritable as i')
    .select('i.id')
    .where(seenOnSite('inheritable', 'i', siteId))
    .orderBy('i.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('seenOnSite', () => {
  it("a site sees its own rows and the defaults it has not copied, never another site's", async () => {
    expect(await seen('a')).toEqual([siteCopyId('a', 'd1'), 'd2', 'own'].sort());
    expect(await seen('c')).toEqual(['d1', 'd2']);
  });

  it('the default site sees the default set', async () => {
    expect(await seen(DEFAULT_SITE_ID)).toEqual(['d1', 'd2']);
  });
});
