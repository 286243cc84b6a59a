/**
 * (h) The wall on a large site: 100,000 participants and 1,000,000 posts (800,000 top-level posts
 * on the site's wall, 200,000 comments on the latest 50,000, 1,000,000 likes), generated with SQL
 * straight into the read model; then a wall page (30 posts with their first 2 comments, likes and
 * people: `wallPosts`) for random readers and pages 1-3, p95 ≤ 15 ms; beside it, as the same run's
 * baseline, the bare indexed select of 30 post rows. BENCH_WALL_SCALE (1) shrinks it for a quick check.
 */
import { sql } from 'kysely';
import { migrateReadModels, wallPosts } from '@wellway/read-models';
import { withBenchDatabase } from './support/database.js';
import { explainingDb } from './support/explained.js';
import { timedSerially as time, type Percentiles } from './support/stats.js';

const SITE = 'bench-wall';

export interface WallBenchResult {
  readonly participants: number;
  readonly posts: number;
  readonly seedSeconds: number;
  readonly pageMs: Percentiles;
  readonly myPageMs: Percentiles;
  readonly baselineMs: Percentiles;
  readonly plan: string;
}

export async function benchWall(): Promise<WallBenchResult> {
  const scale = Number(process.env.BENCH_WALL_SCALE ?? 1);
  const participants = Math.max(100, Math.round(100_000 * scale));
  const top = Math.max(1_000, Math.round(800_000 * scale));
  const comments = Math.max(250, Math.round(200_000 * scale));
  const commented = Math.max(100, Math.round(50_000 * scale));
  const likes = Math.max(1_000, Math.round(1_000_000 * scale));
  return withBenchDatabase('h', async (database) => {
    const { db, explained } = explainingDb(database.url);
    try {
      await migrateReadModels(db);
      const seeded = performance.now();
      await sql`
        insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, position)
        select 'u' || n, ${SITE}, 'person' || n || '@example.com', 'user', 'First' || n, 'Last' || n, '2026-01-01', 'x', n
        from generate_series(1, ${participants}) n`.execute(db);
      await sql`
        insert into wall_posts (id, site_id, user_id, content, photo, wallable_type, wallable_id, parent_post_id, depth, tagged_user_ids,
                                postable_type, postable_id, author_is_wall_expert, like_count, comment_count, report_count, flagged_by,
                                is_hidden, created_at, deleted_at, position, applied_position)
        select 'p' || n, ${SITE}, 'u' || (1 + n::bigint * 7919 % ${participants}), 'Post number ' || n || ' with some words about a walk',
               null, 'Site', ${SITE}, null, 0, case when n % 10 = 0 then array['u' || (1 + n % ${participants})] else '{}' end,
               null, null, false, 0, 0, case when n % 500 = 0 then 1 else 0 end, null, n % 1000 = 0,
               now() - (${top} - n) * interval '1 second', case when n % 200 = 0 then now() else null end, n, n
        from generate_series(1, ${top}) n`.execute(db);
      // Comments on the latest posts, in order after them.
      await sql`
        insert into wall_posts (id, site_id, user_id, content, photo, wallable_type, wallable_id, parent_post_id, depth, tagged_user_ids,
                                postable_type, postable_id, author_is_wall_expert, like_count, comment_count, report_count, flagged_by,
                                is_hidden, created_at, deleted_at, position, applied_position)
        select 'c' || n, ${SITE}, 'u' || (1 + n::bigint * 104729 % ${participants}), 'Comment ' || n, null, 'Post',
               'p' || (${top} - n % ${commented}), 'p' || (${top} - n % ${commented}), 1, '{}', null, null, false, 0, 0, 0, null, false,
               now(), null, ${top} + n, ${top} + n
        from generate_series(1, ${comments}) n`.execute(db);
      await sql`
        update wall_posts p set comment_count = c.n
        from (select parent_post_id, count(*)::int n from wall_posts where depth = 1 group by parent_post_id) c
        where p.id = c.parent_post_id`.execute(db);
      await sql`
        insert into wall_likes (post_id, user_id, site_id, created_at)
        select 'p' || (${top} - i % ${top}), 'u' || (1 + (i::bigint * 31 + i / ${top}) % ${participants}), ${SITE}, now()
        from generate_series(0, ${likes - 1}) i
        on conflict do nothing`.execute(db);
      await sql`
        update wall_posts p set like_count = l.n
        from (select post_id, count(*)::int n from wall_likes group by post_id) l
        where p.id = l.post_id`.execute(db);
      await sql`insert into wall_counts (site_id, wallable_id, posts) values (${SITE}, ${SITE}, ${top})`.execute(db);
      await sql`vacuum analyze`.execute(db);
      const seedSeconds = Math.round((performance.now() - seeded) / 100) / 10;

      const person = () => `u${1 + Math.floor(Math.random() * participants)}`;
      const reader = () => ({ siteId: SITE, userId: person(), role: 'user' as const });
      const wall = { siteId: SITE, wallableId: SITE };
      const pageOf = () => Math.floor(Math.random() * 3) * 30;
      const page = () => wallPosts(db, reader(), wall, { filter: 'all', pageSize: 30, offset: pageOf() });
      const myPage = () => wallPosts(db, reader(), wall, { filter: 'my', pageSize: 30, offset: 0 });
      const baseline = () =>
        sql`select * from wall_posts where site_id = ${SITE} and wallable_id = ${SITE} and depth = 0 and deleted_at is null
            order by position desc limit 30 offset ${pageOf()}`.execute(db);
      const baselineMs = await time(baseline, 500);
      const pageMs = await time(page, 500);
      const myPageMs = await time(myPage, 300);
      const plan = await explained(page); // the page as PostgreSQL ran it
      return { participants, posts: top + comments, seedSeconds, pageMs, myPageMs, baselineMs, plan };
    } finally {
      await db.destroy();
    }
  });
}
