import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryIdFor, entryStream, type EntryEventData } from '@wellway/domain';
import type { NewEvent } from '@wellway/event-store';
import { statsProjection } from '@wellway/read-models';
import * as createStats from '@wellway/read-models/stats/migrations/2026_11_22_100300_create_stats';
import { snapshot } from '@wellway/read-models/testing/fixtures';
import { openTestBed, reach, startTestProjector, type TestBed } from './fixtures.spec.js';
import { rebuildProjection } from './rebuild.js';

let bed: TestBed;

beforeAll(async () => {
  bed = await openTestBed();
  await createStats.up(bed.db);
});

afterAll(async () => {
  await bed?.close();
});

const revisions = new Map<string, bigint>();

/** Records participants' days through the store, as the API does: EntryLogged first, EntryChanged after. */
async function recordDays(days: readonly { user: string; on: string; steps: number; minutes?: number }[]): Promise<bigint> {
  let position = 0n;
  for (const { user, on, steps, minutes = 0 } of days) {
    const entryId = entryIdFor(user, on);
    const stream = entryStream(entryId);
    const revision = revisions.get(stream);
    const data: EntryEventData = {
      entryId,
      userId: user,
      siteId: 'site-acme',
      recordedOn: on,
      exerciseSteps: steps,
      exerciseMinutes: minutes,
      activities: [],
      manuallyRecorded: true,
    };
    const event: NewEvent = {
      id: randomUUID(),
      type: revision === undefined ? 'EntryLogged' : 'EntryChanged',
      data,
      metadata: { actorId: user, siteId: 'site-acme', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    };
    const result = await bed.store.append(stream, [event], { expectedRevision: revision ?? 'no_stream' });
    revisions.set(stream, result.nextExpectedRevision);
    position = result.position;
  }
  return position;
}

const bookkeeping = ['replaced_total_steps', 'replaced_minutes', 'replaced_logged'];
const statsTables = () => snapshot(bed.db, statsProjection, bookkeeping);

describe('rebuilding stats (the fast path)', () => {
  it('swaps in exactly the tables the live runner keeps, changed days included, and live batches carry on', async () => {
    const users = ['anna', 'ben', 'cleo'];
    const dates = ['2025-12-29', '2025-12-31', '2026-01-01', '2026-01-03', '2026-01-04', '2026-01-05'];
    const logged = users.flatMap((user, u) => dates.map((on, d) => ({ user, on, steps: 1_000 * (u + 1) + d, minutes: d })));
    // Changed days, several of them many batches of 4 after they were logged, one cleared.
    const changed = [
      { user: 'anna', on: '2025-12-29', steps: 9_999, minutes: 30 },
      { user: 'cleo', on: '2026-01-03', steps: 0 },
      { user: 'anna', on: '2025-12-29', steps: 12_000 },
      { user: 'ben', on: '2026-01-05', steps: 50, minutes: 90 },
    ];
    const projector = startTestProjector(bed, { projections: [statsProjection] });
    try {
      await reach(bed, ['stats'], await recordDays([...logged, ...changed]));
      let liveBeforeSwap = await statsTables();
      const result = await rebuildProjection({
        ...bed,
        projection: statsProjection,
        batchSize: 4,
        beforeSwap: async () => {
          const replayed = await sql<{ days: number }>`SELECT count(*)::int AS days FROM rebuild_stats.stats_days`.execute(bed.db);
          expect(replayed.rows[0]?.days).toBe(users.length * dates.length);
          // Read after the replay: the swap applies these with the live apply on top of `finish`.
          const during = [
            { user: 'ben', on: '2026-01-01', steps: 4_321 },
            { user: 'dora', on: '2026-01-04', steps: 700, minutes: 5 },
            { user: 'anna', on: '2025-12-29', steps: 1 },
          ];
          await reach(bed, ['stats'], await recordDays(during));
          liveBeforeSwap = await statsTables();
        },
      });
      expect(result.events).toBe(logged.length + changed.length + 3);
      const rebuilt = await statsTables();
      expect(rebuilt).toEqual(liveBeforeSwap);
      expect(rebuilt.stats_weeks).toContainEqual(expect.objectContaining({ user_id: 'anna', week_start: '2025-12-29', days_logged: 5 }));

      await reach(
        bed,
        ['stats'],
        await recordDays([
          { user: 'anna', on: '2025-12-29', steps: 0 },
          { user: 'eve', on: '2026-01-05', steps: 10 },
        ]),
      );
      const carriedOn = await statsTables();
      await rebuildProjection({ ...bed, projection: statsProjection, batchSize: 5 });
      expect(await statsTables()).toEqual(carriedOn);
    } finally {
      await projector.stop();
    }
  });

  it('keeps the tables’ storage parameters through the swap', async () => {
    await rebuildProjection({ ...bed, projection: statsProjection });
    const { rows } = await sql<{ table: string; options: string[] | null }>`SELECT relname AS table, reloptions AS options
      FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relname IN ('stats_weeks', 'stats_years') ORDER BY relname`.execute(
      bed.db,
    );
    expect(rows).toEqual([
      { table: 'stats_weeks', options: ['fillfactor=50'] },
      { table: 'stats_years', options: ['fillfactor=50'] },
    ]);
  });
});
