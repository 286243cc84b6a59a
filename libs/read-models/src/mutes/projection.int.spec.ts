import { describe, expect, it } from 'vitest';
import { muteStream } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { anna } from '../testing/users.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { usersProjection } from '../users/projection.js';
import { exportMutes } from './personal-data.js';
import { mutesProjection } from './projection.js';
import { mutedIdsOf, mutesOf } from './queries.js';

const site = 'site-acme';
const otherSite = 'site-other';
const at = '2026-12-01T10:00:00.000Z';
const erasure = (userId: string) => ({
  userId,
  siteId: site,
  requestedById: userId,
  bySelf: true,
  requestedAt: at,
  emailReservationStream: 'x',
  eligibilityId: null,
});

const people = new EventLog();
for (const [userId, firstName, siteId] of [
  ['ann', 'Ann', site],
  ['bob', 'Bob', site],
  ['cat', 'Cat', site],
  ['dan', 'Dan', site],
  ['eve', 'Eve', site],
  ['oli', 'Oli', otherSite],
] as const) {
  people.append(`user-${userId}`, 'UserRegistered', { ...anna, userId, siteId, email: `${userId}@example.com`, firstName, lastName: 'Q' });
}

const log = new EventLog();
const pair = (muterId: string, mutedId: string, siteId = site) => ({ siteId, muterId, mutedId });
const mute = (muterId: string, mutedId: string, siteId = site) =>
  log.append(muteStream(muterId, mutedId), 'UserMuted', { ...pair(muterId, mutedId, siteId), mutedAt: at });
const unmute = (muterId: string, mutedId: string) =>
  log.append(muteStream(muterId, mutedId), 'UserUnmuted', { ...pair(muterId, mutedId), unmutedAt: at });

mute('ann', 'bob');
mute('ann', 'cat');
unmute('ann', 'cat'); // a replay of the older mute must not bring it back
mute('ann', 'dan');
mute('bob', 'ann');
mute('eve', 'ann');
mute('ann', 'eve');
log.append('user-eve', 'UserErasureRequested', erasure('eve')); // Eve's mutes, of her and by her, end

const bed = useReadModelDb(async (db) => {
  await applyBatch(db, usersProjection, [...people.events, ...log.events.filter((event) => event.type === 'UserErasureRequested')]);
});

describe('mutes projection', () => {
  itGivesTheSameTables(bed, mutesProjection, log.events, { mutes: 6 });

  it('lists whom a person mutes, by name, on their site only (an unmute ends it)', async () => {
    expect(await mutesOf(bed.db, { siteId: site, muterId: 'ann' })).toEqual([
      { muted_id: 'bob', full_name: 'Bob Q', image_url: null, muted_at: at },
      { muted_id: 'dan', full_name: 'Dan Q', image_url: null, muted_at: at },
    ]);
    expect(await mutesOf(bed.db, { siteId: otherSite, muterId: 'ann' })).toEqual([]);
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'ann' })).toEqual(expect.arrayContaining(['bob', 'dan']));
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'ann' })).toHaveLength(2);
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'cat' })).toEqual([]);
  });

  it("an erased person's mutes, by and of them, end; a replayed older mute brings nothing back", async () => {
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'eve' })).toEqual([]);
    await applyBatch(
      bed.db,
      mutesProjection,
      log.events.filter((event) => event.streamName === muteStream('ann', 'eve')),
    );
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'ann' })).not.toContain('eve');
    await applyBatch(
      bed.db,
      mutesProjection,
      log.events.filter((event) => event.streamName === muteStream('ann', 'cat')),
    );
    expect(await mutedIdsOf(bed.db, { siteId: site, muterId: 'ann' })).not.toContain('cat');
  });

  it('exports whom the person mutes, never who mutes them', async () => {
    expect(await exportMutes(bed.db, { userId: 'ann', siteId: site })).toEqual({
      muted: [
        { user_id: 'bob', since: at },
        { user_id: 'dan', since: at },
      ],
    });
    expect(await exportMutes(bed.db, { userId: 'bob', siteId: site })).toEqual({ muted: [{ user_id: 'ann', since: at }] });
  });
});
