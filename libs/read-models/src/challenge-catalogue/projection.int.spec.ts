import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, siteCopyId } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { challengeCatalogueProjection } from './projection.js';
import { findChallengeSeenOnSite, listChallenges } from './queries.js';

const log = new EventLog();
const created = (challengeId: string, siteId: string | null, name: string, month: number, parentId: string | null = null) =>
  log.append(`challenge-${challengeId}`, 'ChallengeCreated', { challengeId, siteId, parentId, name, month });
created('walk', null, 'Walk', 1);
created('swim', null, 'Swim', 2);
created('old', null, 'Old', 3);
log.append('challenge-old', 'ChallengeDeleted', { challengeId: 'old', siteId: null });
// Site A copies Walk (then edits its copy) and has its own; site B copies Swim, then resets it.
const walkCopy = siteCopyId('site-a', 'walk');
created(walkCopy, 'site-a', 'Walk more', 1, 'walk');
log.append(`challenge-${walkCopy}`, 'ChallengeUpdated', { challengeId: walkCopy, siteId: 'site-a', name: 'Walk a lot', month: 4 });
created('a-own', 'site-a', 'Cycle', 2);
const swimCopy = siteCopyId('site-b', 'swim');
created(swimCopy, 'site-b', 'Swim far', 2, 'swim');
log.append(`challenge-${swimCopy}`, 'ChallengeDeleted', { challengeId: swimCopy, siteId: 'site-b' });
log.append('challenge-swim', 'ChallengeUpdated', { challengeId: 'swim', siteId: null, name: 'Swim 1 km', month: 2 });

const bed = useReadModelDb();

describe('challenge catalogue projection', () => {
  itGivesTheSameTables(bed, challengeCatalogueProjection, log.events, { challenges: 6 });

  it('shows each site its own items and the defaults it has not copied; the default site the defaults', async () => {
    const names = async (siteId: string, month?: number) => (await listChallenges(bed.db, siteId, { month })).map((c) => c.name);
    expect(await names('site-a')).toEqual(['Cycle', 'Swim 1 km', 'Walk a lot']);
    expect(await names('site-b')).toEqual(['Walk', 'Swim 1 km']);
    expect(await names(DEFAULT_SITE_ID)).toEqual(['Walk', 'Swim 1 km']);
    expect(await names('site-a', 2)).toEqual(['Cycle', 'Swim 1 km']);
    expect(await findChallengeSeenOnSite(bed.db, 'site-a', 'walk')).toBeUndefined();
    expect(await findChallengeSeenOnSite(bed.db, 'site-b', 'a-own')).toBeUndefined();
    expect(await findChallengeSeenOnSite(bed.db, 'site-b', 'walk')).toMatchObject({ name: 'Walk', site_id: null });
    expect(await findChallengeSeenOnSite(bed.db, 'site-a', 'old')).toBeUndefined();
  });
});
