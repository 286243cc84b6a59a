/**
 * (f) Friends on a large site: 100,000 participants with 1,000,000 friendships (generated with
 * SQL straight into the read model) and a year of stats each; then a friends page (40,
 * include=stats, sorted by total steps) and a friend search (a name prefix or a whole address), each
 * timed for random people: p95 ≤ 20 ms. BENCH_FRIENDS_SCALE (1) shrinks it for a quick check.
 */
import { sql } from 'kysely';
import { createReadModelDb, friendsPage, migrateReadModels, searchPeople } from '@wellway/read-models';
import { withBenchDatabase } from './support/database.js';

const SITE = 'bench-friends';
const YEAR = 2026;

export interface FriendsBenchResult {
  readonly participants: number;
  readonly friendships: number;
  readonly seedSeconds: number;
  readonly pageMs: { readonly p50: number; readonly p95: number; readonly max: number };
  readonly searchMs: { readonly p50: number; readonly p95: number; readonly max: number };
  readonly plans: { readonly page: string; readonly search: string };
}

const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? Number.NaN) };
};

const FIRST = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lee', 'Max', 'Ned', 'Oli', 'Pam'];

export async function benchFriends(): Promise<FriendsBenchResult> {
  const scale = Number(process.env.BENCH_FRIENDS_SCALE ?? 1);
  const participants = Math.max(100, Math.round(100_000 * scale));
  const friendships = Math.max(1_000, Math.round(1_000_000 * scale));
  return withBenchDatabase('f', async (database) => {
    const db = createReadModelDb(database.url);
    try {
      await migrateReadModels(db);
      const seeded = performance.now();
      const firstNames = sql.raw(`array[${FIRST.map((name) => `'${name}'`).join(',')}]`);
      await sql`
        insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, position)
        select 'u' || n, ${SITE}, 'person' || n || '@example.com', 'user',
               (${firstNames})[1 + n % 16] || chr(97 + n % 26) || chr(97 + (n / 26) % 26),
               'Surname' || (n * 7919 % 100000), '2026-01-01', 'x', n
        from generate_series(1, ${participants}) n`.execute(db);
      await sql`
        insert into stats_years (user_id, year, total_steps, exercise_minutes, days_logged, weekends_logged)
        select 'u' || n, ${YEAR}, (n::bigint * 104729) % 3000000, n % 5000, n % 300, n % 100 from generate_series(1, ${participants}) n`.execute(
        db,
      );
      // Each friendship pairs n with n + k (k from 1 to the friends per person): distinct pairs, ~20 friends each.
      const perPerson = Math.ceil(friendships / participants);
      await sql`
        insert into friendships (id, site_id, sender_id, friendee_id, status, created_at, updated_at, position)
        select 'f' || i, ${SITE}, 'u' || (1 + i % ${participants}), 'u' || (1 + (i % ${participants} + 1 + i / ${participants}) % ${participants}),
               case when i % 10 = 0 then 'P' else 'A' end, now(), now(), i
        from generate_series(0, ${perPerson * participants - 1}) i`.execute(db);
      await sql`analyze`.execute(db);
      const seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;

      const person = () => `u${1 + Math.floor(Math.random() * participants)}`;
      const page = () =>
        friendsPage(db, { userId: person(), siteId: SITE, year: YEAR, offset: 0, pageSize: 40, sort: 'total_steps', includeStats: true });
      const prefixes = [...FIRST.map((name) => name.toLowerCase().slice(0, 2)), 'ann', 'surname12', 'person4@example.com', 'bob a', 'eve'];
      const search = () =>
        searchPeople(db, { userId: person(), siteId: SITE, text: prefixes[Math.floor(Math.random() * prefixes.length)] ?? 'a', limit: 40 });
      const time = async (work: () => Promise<unknown>, count: number) => {
        for (let i = 0; i < 20; i += 1) await work(); // warm-up
        const samples: number[] = [];
        for (let i = 0; i < count; i += 1) {
          const started = performance.now();
          await work();
          samples.push(performance.now() - started);
        }
        return summary(samples);
      };
      const pageMs = await time(page, 500);
      const searchMs = await time(search, 500);
      const explain = async (query: string) =>
        (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query}`).execute(db)).rows.map((row) => row['QUERY PLAN']).join('\n');
      const plans = {
        page: await explain(`select count(*) from friendships where sender_id = 'u42' and status = 'A' and site_id = '${SITE}'`),
        search: await explain(
          `select id from users where site_id = '${SITE}' and lower(last_name) like 'surname12%' and deleted_at is null limit 40`,
        ),
      };
      return { participants, friendships: perPerson * participants, seedSeconds, pageMs, searchMs, plans };
    } finally {
      await db.destroy();
    }
  });
}
