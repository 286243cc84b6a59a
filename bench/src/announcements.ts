/**
 * (i) A coordinator's announcement to 100,000 participants: ONE event. The site's read models are
 * seeded with SQL (100,000 participants spread over a three-level tree of 1,110 locations, three
 * personal notifications each, 30 earlier announcements, half the people with a "mark all"
 * watermark); the projector (announcements + notifications projections) runs in process on the
 * live log. Measured: the command's return → the count query of sampled participants includes
 * it (every sample, target ≤ 2 s); the count query's p50/p95 (target p95 ≤ 20 ms). Baselines, same
 * run: the count query as it was before announcements (personal rows only), and the fan-out
 * alternative, one notification row per participant, written in one INSERT … SELECT (rolled back).
 * BENCH_ANNOUNCEMENT_PEOPLE (100000) sizes it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { announcementDecider, announcementStream, personalDataPolicy } from '@wellway/domain';
import { createEventStore, handleCommand, metadataFor } from '@wellway/event-store';
import {
  announcementsFor,
  announcementsProjection,
  createReadModelDb,
  migrateReadModels,
  notificationCounts,
  notificationsProjection,
  readModelTypes,
} from '@wellway/read-models';
import { startProjector } from '@wellway/projector/dist/runner.js';
import { quietPool, withBenchDatabase } from './support/database.js';
import { percentiles, round, timedSerially, type Percentiles } from './support/stats.js';

const SITE = 'bench-announcements';
const COORDINATOR = 'bench-coordinator';
const SAMPLED = 100;
const VISIBLE_WITHIN_MS = 10_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface AnnouncementsBenchResult {
  readonly participants: number;
  readonly seedSeconds: number;
  /** The command's return → each sampled participant's count includes it (ms). */
  readonly visibleMs: Percentiles & { readonly sampled: number; readonly seen: number };
  /** The count query (personal notifications + announcements by location), random participants. */
  readonly countMs: Percentiles;
  /** Baseline: the count query before announcements (the person's own rows only). */
  readonly personalCountMs: Percentiles;
  /** Baseline: one notification row per participant, as a fan-out would write (one INSERT … SELECT). */
  readonly fanOutInsertSeconds: number;
  readonly eventsAppended: number;
  readonly plan: string;
}

export async function benchAnnouncements(): Promise<AnnouncementsBenchResult> {
  const participants = Math.max(1_000, Number(process.env.BENCH_ANNOUNCEMENT_PEOPLE ?? 100_000));
  return withBenchDatabase('i', async (database) => {
    const store = await createEventStore({ databaseUrl: database.url, personalData: { policy: personalDataPolicy } });
    const pool = quietPool(new pg.Pool({ connectionString: database.url, types: readModelTypes, max: 8 }));
    const db = createReadModelDb(pool);
    try {
      await migrateReadModels(db);
      const seeded = performance.now();
      // 10 top-level locations × 10 × 10; people in the leaves.
      await sql`
        insert into locations (id, site_id, name, parent_location_id, sequence, deleted, position)
        select 'l1-' || a, ${SITE}, 'Region ' || a, null, a, false, 0 from generate_series(0, 9) a
        union all
        select 'l2-' || a || '-' || b, ${SITE}, 'Area ' || a || b, 'l1-' || a, b, false, 0 from generate_series(0, 9) a, generate_series(0, 9) b
        union all
        select 'l3-' || a || '-' || b || '-' || c, ${SITE}, 'Office ' || a || b || c, 'l2-' || a || '-' || b, c, false, 0
        from generate_series(0, 9) a, generate_series(0, 9) b, generate_series(0, 9) c`.execute(db);
      await sql`
        insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
        select 'u' || n, ${SITE}, 'person' || n || '@example.com', 'user', 'First' || n, 'Last' || n, '2026-01-01', 'x',
               'l3-' || (n % 10) || '-' || (n / 10 % 10) || '-' || (n / 100 % 10), n
        from generate_series(1, ${participants}) n`.execute(db);
      await sql`
        insert into notifications (id, user_id, site_id, key, message, link, created_at, updated_at, read_at, seen_at, position)
        select 'n' || n || '-' || k, 'u' || n, ${SITE}, 'badge_earned', 'You earned a badge!', '/badges', now(), now(),
               case when k = 1 then now() end, case when k < 3 then now() end, k
        from generate_series(1, ${participants}) n, generate_series(1, 3) k`.execute(db);
      await sql`
        insert into announcements (id, site_id, message, location_id, sent_by_id, sent_at, position)
        select 'a-old-' || i, ${SITE}, 'Earlier news ' || i,
               case i % 3 when 0 then null when 1 then 'l1-' || (i % 10) else 'l2-' || (i % 10) || '-' || (i / 10 % 10) end,
               ${COORDINATOR}, now(), 3 + i
        from generate_series(1, 30) i`.execute(db);
      await sql`
        insert into notification_watermarks (user_id, read_position, read_at, seen_position, seen_at)
        select 'u' || n, 20, now(), 20, now() from generate_series(1, ${participants}, 2) n`.execute(db);
      await sql`analyze`.execute(db);
      const seedSeconds = round((performance.now() - seeded) / 1000, 1);

      const person = () => `u${1 + Math.floor(Math.random() * participants)}`;
      const time = (work: (userId: string) => Promise<unknown>, count: number) => timedSerially(() => work(person()), count);
      const countMs = await time((userId) => notificationCounts(db, { userId, siteId: SITE }), 500);
      const personalCountMs = await time(
        (userId) =>
          sql`select count(*) filter (where read_at is null), count(*) filter (where seen_at is null), count(*)
              from notifications where user_id = ${userId} and site_id = ${SITE}`.execute(db),
        500,
      );

      const projector = startProjector({ store, db, pool, logger: quiet, projections: [announcementsProjection, notificationsProjection] });
      await projector.whenCaughtUp();
      const sampled = Array.from({ length: SAMPLED }, person);
      const before = new Map<string, number>();
      for (const userId of sampled) before.set(userId, (await notificationCounts(db, { userId, siteId: SITE })).total);
      const eventsBefore = Number((await pool.query('select count(*)::int as n from es_events')).rows[0].n);

      const announcementId = randomUUID();
      const command = {
        type: 'SendAnnouncement',
        announcementId,
        siteId: SITE,
        message: 'Wellness fair on Friday',
        locationId: null,
        lineage: [],
        sender: { userId: COORDINATOR, role: 'coordinator', topLevelLocationId: null },
        at: new Date().toISOString(),
      } as const;
      const metadata = metadataFor({ actor: { id: COORDINATOR, impersonatorId: null }, siteId: SITE, correlationId: announcementId });
      await handleCommand({ store, stream: announcementStream(announcementId), decider: announcementDecider, command, metadata });
      const answered = performance.now();
      const visible: number[] = [];
      let waiting = [...sampled];
      while (waiting.length > 0 && performance.now() - answered < VISIBLE_WITHIN_MS) {
        const still: string[] = [];
        for (const userId of waiting) {
          const { total } = await notificationCounts(db, { userId, siteId: SITE });
          if (total > (before.get(userId) ?? 0)) visible.push(performance.now() - answered);
          else still.push(userId);
        }
        waiting = still;
      }
      await projector.stop();
      const eventsAppended = Number((await pool.query('select count(*)::int as n from es_events')).rows[0].n) - eventsBefore;

      const fanOut = await pool.connect();
      let fanOutInsertSeconds: number;
      try {
        await fanOut.query('begin');
        const started = performance.now();
        await fanOut.query(
          `insert into notifications (id, user_id, site_id, key, message, link, created_at, updated_at, position)
           select 'fan-' || id, id, site_id, 'coordinator_announcement', 'Wellness fair on Friday', '', now(), now(), 1000
           from users where site_id = $1`,
          [SITE],
        );
        fanOutInsertSeconds = round((performance.now() - started) / 1000, 2);
      } finally {
        await fanOut.query('rollback');
        fanOut.release();
      }
      // The count statement as notificationCounts sends it (its planning is most of its cost).
      const own = db.selectFrom('notifications').select(['read_at', 'seen_at']).where('user_id', '=', 'u42').where('site_id', '=', SITE);
      const received = db.selectFrom(announcementsFor(db, { userId: 'u42', siteId: SITE }).as('x')).select(['x.read_at', 'x.seen_at']);
      const counted = db
        .selectFrom(own.unionAll(received).as('t'))
        .select(sql<bigint>`count(*)`.as('total'))
        .compile();
      const plan = (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, summary) ${counted.sql}`, [...counted.parameters])).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      return {
        participants,
        seedSeconds,
        visibleMs: { ...percentiles(visible), sampled: SAMPLED, seen: visible.length },
        countMs,
        personalCountMs,
        fanOutInsertSeconds,
        eventsAppended,
        plan,
      };
    } finally {
      await store.close();
      await db.destroy();
    }
  });
}
