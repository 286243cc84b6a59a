import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { assembleBadgeRules, yearOf, type BadgeRuleDeclaration, type WellwayEvent } from '@wellway/domain';
import type { Projection } from '../projection.js';
import { recordDay } from '../testing/entries.js';
import { EventLog, type Snapshot } from '../testing/fixtures.js';
import { rebuildSchemas } from '../testing/rebuild-schemas.spec.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { badgeProgressProjection, badgeProgressProjectionWith } from './projection.js';
import { badgeProgressOf } from './queries.js';

const log = new EventLog();
recordDay(log, 'anna', '2025-12-31', { steps: 1000 });
recordDay(log, 'anna', '2026-01-01', { steps: 5000, minutes: 10 });
recordDay(log, 'anna', '2026-01-03', { steps: 2000 }); // Saturday
recordDay(log, 'anna', '2026-01-04', { steps: 0 }); // Sunday, nothing recorded: not logged
recordDay(log, 'anna', '2026-02-01', { steps: 0, activities: [{ exerciseActivityId: 'act-swim', value: 20, sequence: 1 }] }); // Sunday
recordDay(log, 'ben', '2026-01-01', { steps: 9000 });
recordDay(log, 'ben', '2026-01-02', { steps: 100 }, 'site-other');
recordDay(log, 'anna', '2026-01-01', { steps: 6000, minutes: 45 }); // replaces 5000 + 10 min
recordDay(log, 'anna', '2026-01-03', { steps: 2500 });
recordDay(log, 'anna', '2026-01-03', { steps: 0 }); // cleared: no longer logged

/** Rules as other capabilities declare them: counts without a key (each event adds) and counts scoped to a program. */
const testRules = assembleBadgeRules<WellwayEvent>([
  {
    EntryLogged: [
      {
        category: 'challenges_sent',
        counts: ({ data }) => [{ userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: 1 }],
      },
      {
        category: 'campaign_entries',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: 1, key: data.recordedOn, scope: 'p-1' },
        ],
      },
    ],
  } satisfies BadgeRuleDeclaration<WellwayEvent>,
]);

/** Two event types counting under one key towards different categories: the key's row keeps each category's latest amount. */
const mixedRules = assembleBadgeRules<WellwayEvent>([
  {
    EntryLogged: [
      {
        category: 'days_logged',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: 1, key: data.recordedOn },
        ],
      },
    ],
    EntryChanged: [
      {
        category: 'distance_traveled',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: data.exerciseSteps, key: data.recordedOn },
        ],
      },
    ],
  } satisfies BadgeRuleDeclaration<WellwayEvent>,
]);

/** A key's later events count fewer of its categories: the categories they leave out keep their earlier amounts. */
const fewerRules = assembleBadgeRules<WellwayEvent>([
  {
    EntryLogged: [
      {
        category: 'days_logged',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: 1, key: data.recordedOn },
        ],
      },
      {
        category: 'distance_traveled',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: data.exerciseSteps, key: data.recordedOn },
        ],
      },
    ],
    EntryChanged: [
      {
        category: 'distance_traveled',
        counts: ({ data }) => [
          { userId: data.userId, siteId: data.siteId, year: yearOf(data.recordedOn), amount: data.exerciseSteps, key: data.recordedOn },
        ],
      },
    ],
  } satisfies BadgeRuleDeclaration<WellwayEvent>,
]);

const bed = useReadModelDb();
const bookkeeping = ['replaced'];

describe('badge_progress projection', () => {
  // One count row per person-day (its categories together): seven days.
  itGivesTheSameTables(bed, badgeProgressProjection, log.events, { badge_progress_counts: 7, badge_progress: 9 }, bookkeeping);

  it('counts each day once, its latest values: days logged, weekend days logged, total steps', async () => {
    expect(await badgeProgressOf(bed.db, { userId: 'anna', siteId: 'site-acme', year: 2026 })).toEqual([
      { category: 'days_logged', scope: null, progress: 2 }, // 01-01 and 02-01 (01-03 cleared, 01-04 empty)
      { category: 'distance_traveled', scope: null, progress: 6000 + 45 * 100 },
      { category: 'weekends_logged', scope: null, progress: 1 }, // Sunday 02-01
    ]);
    expect(await badgeProgressOf(bed.db, { userId: 'anna', siteId: 'site-acme', year: 2025 })).toEqual([
      { category: 'days_logged', scope: null, progress: 1 },
      { category: 'distance_traveled', scope: null, progress: 1000 },
    ]);
  });

  it('keeps sites and people apart', async () => {
    const ben = (siteId: string) => badgeProgressOf(bed.db, { userId: 'ben', siteId, year: 2026 });
    expect((await ben('site-acme')).find((row) => row.category === 'distance_traveled')?.progress).toBe(9000);
    expect((await ben('site-other')).find((row) => row.category === 'distance_traveled')?.progress).toBe(100);
    expect(await badgeProgressOf(bed.db, { userId: 'nobody', siteId: 'site-acme', year: 2026 })).toEqual([]);
  });
});

describe('badge_progress projection with counts without a key, and scoped counts', () => {
  const projection = badgeProgressProjectionWith(testRules);
  itGivesTheSameTables(bed, projection, log.events, { badge_progress_counts: 14 }, bookkeeping);

  it('adds every event’s count once, and keeps a scoped count apart', async () => {
    expect(await badgeProgressOf(bed.db, { userId: 'anna', siteId: 'site-acme', year: 2026 })).toEqual([
      { category: 'campaign_entries', scope: 'p-1', progress: 4 },
      { category: 'challenges_sent', scope: null, progress: 4 }, // EntryLogged only: four days first logged in 2026
    ]);
  });
});

describe('badge_progress projection with categories of one key counted by different events', () => {
  const projection = badgeProgressProjectionWith(mixedRules);
  itGivesTheSameTables(bed, projection, log.events, { badge_progress_counts: 7 }, bookkeeping);

  it('keeps each category’s latest amount under the key', async () => {
    expect(await badgeProgressOf(bed.db, { userId: 'anna', siteId: 'site-acme', year: 2026 })).toEqual([
      { category: 'days_logged', scope: null, progress: 4 }, // logged first: 01-01, 01-03, 01-04, 02-01
      { category: 'distance_traveled', scope: null, progress: 6000 }, // changed: 01-01 to 6000, 01-03 to 2500 then 0
    ]);
  });
});

describe('badge_progress rebuild fast path', () => {
  const cases: [string, Projection][] = [
    ['domain rules', badgeProgressProjection],
    ['counts without a key', badgeProgressProjectionWith(testRules)],
    ['categories of one key from different events', badgeProgressProjectionWith(mixedRules)],
    ['later events of a key counting fewer categories', badgeProgressProjectionWith(fewerRules)],
  ];

  describe.each(cases)('(%s)', (_label, projection) => {
    const { emptySchema, live, fast, finish, tables } = rebuildSchemas(bed, projection, bookkeeping);

    let expected: Snapshot;
    beforeAll(async () => {
      await emptySchema('progress_expected');
      await live('progress_expected', log.events, 2);
      expected = await tables('progress_expected');
    });

    it('builds what the live projection builds, whatever the batches', async () => {
      expect(expected.badge_progress).not.toHaveLength(0);
      for (const size of [1, 2, 3, log.events.length]) {
        await emptySchema('progress_fast');
        await fast('progress_fast', log.events, size);
        await finish('progress_fast');
        expect({ size, tables: await tables('progress_fast') }).toEqual({ size, tables: expected });
      }
      // The primary key, dropped for the bulk insert, is back under its own name (the live apply's upserts need it).
      const keys = await sql<{ name: string; definition: string }>`select conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = 'progress_fast.badge_progress_counts'::regclass and contype = 'p'`.execute(bed.db);
      expect(keys.rows).toEqual([{ name: 'badge_progress_counts_pkey', definition: 'PRIMARY KEY (user_id, site_id, year, scope, key)' }]);
    });

    it('builds the same from batches applied in any order (a rebuild writes two at once)', async () => {
      await emptySchema('progress_fast');
      await fast('progress_fast', log.events, 2, 'reversed');
      await finish('progress_fast');
      expect(await tables('progress_fast')).toEqual(expected);
    });

    it('finishes right from any mix of the two (a resumed rebuild), and hands over to the live apply', async () => {
      await emptySchema('progress_fast');
      const third = Math.floor(log.events.length / 3);
      await live('progress_fast', log.events.slice(0, third), 2);
      await fast('progress_fast', log.events.slice(third, 2 * third), 1);
      await finish('progress_fast');
      await fast('progress_fast', log.events.slice(0, 2 * third), 2); // replayed again, older values included
      await finish('progress_fast');
      await live('progress_fast', log.events.slice(2 * third), 1);
      expect(await tables('progress_fast')).toEqual(expected);
    });
  });
});
