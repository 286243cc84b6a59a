/**
 * (g) Friends on a large site: 100,000 participants with 1,000,000 friendships and 300,000
 * challenges between them (generated with SQL straight into the read model) and a year of stats
 * each; then a friends page (40, include=stats, sorted by total steps) and a friend search (a
 * name prefix or a whole address), each timed for random people: p95 ≤ 20 ms. BENCH_FRIENDS_SCALE
 * (1) shrinks it for a quick check. The page's plan is printed as PostgreSQL ran it (EXPLAIN ANALYZE).
 */
import { sql } from 'kysely';
import { friendsPage, migrateReadModels, searchPeople } from '@wellway/read-models';
import { withBenchDatabase } from './support/database.js';
import { explainingDb } from './support/explained.js';
import { timedSerially as time, type Percentiles } from './support/stats.js';

const SITE = 'bench-friends';
const YEAR = 2026;

export interface FriendsBenchResult {
  readonly participants: number;
  readonly friendships: number;
  readonly challenges: number;
  readonly seedSeconds: number;
  /** `select 1` through the same pool: the round trip every query pays (the machine's load shows here). */
  readonly roundTripMs: Percentiles;
  readonly pageMs: Percentiles;
  readonly searchMs: Percentiles;
  readonly plans: { readonly page: string; readonly search: string };
}

const FIRST = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lee', 'Max', 'Ned', 'Oli', 'Pam'];

export async function benchFriends(): Promise<FriendsBenchResult> {
  const scale = Number(process.env.BENCH_FRIENDS_SCALE ?? 1);
  const participants = Math.max(100, Math.round(100_000 * scale));
  const friendships = Math.max(1_000, Math.round(1_000_000 * scale));
  const challenges = Math.max(300, Math.round(300_000 * scale));
  return withBenchDatabase('g', async (database) => {
    const { db, explained } = explainingDb(database.url);
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
      // Challenges between random people: a third completed by the sender, a third by the receiver.
      await sql`
        insert into user_challenges (id, site_id, sender_id, receiver_id, challenge_id, challenge_name, status, created_at,
                                     expires_at, sender_completed_at, receiver_completed_at, position)
        select 'c' || i, ${SITE}, 'u' || (1 + i::int8 * 7919 % ${participants}), 'u' || (1 + i::int8 * 104729 % ${participants}), 'walk', 'Walk',
               'accepted', now(), now() + interval '3 days',
               case when i % 3 = 0 then now() end, case when i % 3 = 1 then now() end, i
        from generate_series(1, ${challenges}) i`.execute(db);
      await sql`vacuum analyze`.execute(db); // a site in its steady state: visibility maps set, so index-only scans hold
      const seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;

      const person = () => `u${1 + Math.floor(Math.random() * participants)}`;
      const page = () =>
        friendsPage(db, { userId: person(), siteId: SITE, year: YEAR, offset: 0, pageSize: 40, sort: 'total_steps', includeStats: true });
      const prefixes = [...FIRST.map((name) => name.toLowerCase().slice(0, 2)), 'ann', 'surname12', 'person4@example.com', 'bob a', 'eve'];
      const search = () =>
        searchPeople(db, { userId: person(), siteId: SITE, text: prefixes[Math.floor(Math.random() * prefixes.length)] ?? 'a', limit: 40 });
      // The floor any query pays on this machine now (one round trip): the same run's baseline for the tails below.
      const roundTripMs = await time(() => sql`select 1`.execute(db), 500);
      const pageMs = await time(page, 500);
      const searchMs = await time(search, 500);
      const plans = { page: await explained(page, '    '), search: await explained(search, '    ') };
      return { participants, friendships: perPerson * participants, challenges, seedSeconds, roundTripMs, pageMs, searchMs, plans };
    } finally {
      await db.destroy();
    }
  });
}
