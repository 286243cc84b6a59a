import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { participantReportFields, reportFields, type ReportFieldDeclaration } from '@wellway/domain';
import { ensureKeyStoreSchema, ensureSchema } from '@wellway/event-store';
import { createReadModelDb, migrateReadModels, type Database } from '@wellway/read-models';
import { createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase } from '@wellway/test-support';

/**
 * Two sites' reporting read models, filled by SQL (as bench/src/support/reporting-fixture.ts):
 * site-a has a region with an office of 6 participants and a small office of 2, all logging on
 * 2026-11-02; site-b has 3 participants named Bob. The event log and key store exist too, so the
 * hostile statements aim at real tables.
 */
export const testFields: readonly ReportFieldDeclaration[] = [
  ...participantReportFields,
  ...registryFields('days_logged', 'last_logged_on', 'steps'),
];

/** The registry's own declarations of these fields. */
export function registryFields(...ids: string[]): ReportFieldDeclaration[] {
  return ids.map((id) => reportFields.find((field) => field.id === id)!);
}

async function asAdmin(url: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface ReportingSites {
  readonly database: TestDatabase;
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * `appUser`: the API's database user when it is not a superuser (production): a LOGIN CREATEROLE
 * role owning the database and its tables; dropped with the database.
 */
export async function twoReportingSites(appUser?: string): Promise<ReportingSites> {
  const database = await createTestDatabase('wellway_report_sql');
  const url = new URL(database.url);
  if (appUser !== undefined) {
    await asAdmin(
      database.url,
      `CREATE ROLE ${appUser} LOGIN CREATEROLE NOSUPERUSER`,
      `ALTER DATABASE ${database.name} OWNER TO ${appUser}`,
    );
    url.username = appUser;
  }
  const db = createReadModelDb(url.toString());
  await migrateReadModels(db);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 6 });
  await ensureSchema(pool);
  await ensureKeyStoreSchema(pool);
  await sql`
    insert into sites (id, name, hostnames, years, time_zone, flags, friend_label, friend_label_plural, daily_step_goal, settings, position)
    values ('site-a', 'Acme', '{}', '{2026}', 'UTC', '{}', 'Friend', 'Friends', 10000, '{}', 1),
           ('site-b', 'Bobs', '{}', '{2026}', 'UTC', '{}', 'Friend', 'Friends', 10000, '{}', 2)`.execute(db);
  await sql`
    insert into locations (id, site_id, name, parent_location_id, sequence, deleted, position) values
      ('a-region', 'site-a', 'Region', null, 1, false, 1), ('a-office', 'site-a', 'Office', 'a-region', 1, false, 1),
      ('a-small', 'site-a', 'Small office', 'a-region', 2, false, 1), ('b-office', 'site-b', 'Bob office', null, 1, false, 1)`.execute(db);
  await sql`
    insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
    select 'a' || n, 'site-a', 'a' || n || '@example.com', 'user', 'Ann' || n, 'A', '2026-11-01'::date, 'secret-hash',
           case when n <= 6 then 'a-office' else 'a-small' end, n from generate_series(1, 8) n
    union all
    select 'b' || n, 'site-b', 'b' || n || '@example.com', 'user', 'Bob', 'B', '2026-11-01', 'secret-hash', 'b-office', n
    from generate_series(1, 3) n
    union all
    select 'a-master', 'site-a', 'master@example.com', 'master', 'Mia', 'M', '2026-11-01', 'secret-hash', null, 99`.execute(db);
  await sql`
    insert into report_days (site_id, user_id, "on", facts, position)
    select site_id, id, '2026-11-02', jsonb_build_object('steps', 1000, 'days_logged', 1), position from users where role = 'user'`.execute(
    db,
  );
  await sql`
    insert into report_participants (site_id, user_id, facts, last_on, position)
    select site_id, id, '{"steps": 1000, "days_logged": 1}', '{"days_logged": "2026-11-02"}', position from users where role = 'user'`.execute(
    db,
  );
  await sql`
    insert into site_evaluations (id, site_id, parent_id, name, is_initial_evaluation, questions, position)
    values ('ev1', 'site-a', null, 'Wellbeing', true,
      '[{"id": "q1", "name": "Smoker"}, {"id": "q2", "name": "Feeling"}, {"id": "q3", "name": "Sports"}]', 1)`.execute(db);
  // q1: yes 6, no 2; q2: ok 8; q3 (several options): x 8, y 6, z 1.
  await sql`
    insert into user_evaluation_answers (user_id, site_evaluation_id, site_id, answered_on, answers, position)
    select 'a' || n, 'ev1', 'site-a', '2026-11-03', jsonb_build_array(
      jsonb_build_object('question_id', 'q1', 'value', case when n <= 6 then 'yes' else 'no' end),
      jsonb_build_object('question_id', 'q2', 'value', 'ok'),
      jsonb_build_object('question_id', 'q3', 'value', case when n <= 6 then '["x", "y"]'::jsonb when n = 7 then '["x", "z"]'::jsonb else '["x"]'::jsonb end)), n
    from generate_series(1, 8) n`.execute(db);
  return {
    database,
    pool,
    db,
    async close() {
      await pool.end();
      await db.destroy();
      await database.drop();
      if (appUser !== undefined) await asAdmin(TEST_PG_ADMIN_URL, `DROP ROLE ${appUser}`);
    },
  };
}
