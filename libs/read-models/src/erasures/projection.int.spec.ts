import { describe, expect, it } from 'vitest';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { anna } from '../testing/users.js';
import { usersProjection } from '../users/projection.js';
import { erasuresProjection } from './projection.js';
import { listErasures } from './queries.js';

const log = new EventLog();
const requested = (userId: string, requestedById: string, bySelf: boolean, requestedAt: string) =>
  log.append(`user-${userId}`, 'UserErasureRequested', {
    userId,
    siteId: 'site-acme',
    requestedById,
    bySelf,
    requestedAt,
    emailReservationStream: `user_email-${userId}`,
    eligibilityId: null,
  });
log.append('user-user-master', 'UserRegistered', { ...anna, userId: 'user-master', role: 'master', firstName: 'Mia', lastName: 'Stone' });
log.append('user-user-ben', 'UserRegistered', { ...anna, userId: 'user-ben', email: 'ben@example.com' });
log.append('user-user-cleo', 'UserRegistered', { ...anna, userId: 'user-cleo', email: 'cleo@example.com' });
requested('user-ben', 'user-master', false, '2026-03-02T10:00:00.000Z');
requested('user-cleo', 'user-cleo', true, '2026-03-03T10:00:00.000Z');
log.append('user-user-ben', 'UserErased', { userId: 'user-ben', siteId: 'site-acme', erasedAt: '2026-03-02T10:00:05.000Z' });

const bed = useReadModelDb();

describe('erasures projection (the masters audit)', () => {
  itGivesTheSameTables(bed, erasuresProjection, log.events, { erasures: 2 });

  it('lists who erased whom and when, newest first, with the master by name', async () => {
    await applyBatch(bed.db, usersProjection, log.events);
    expect(await listErasures(bed.db)).toEqual([
      {
        user_id: 'user-cleo',
        site_id: 'site-acme',
        requested_by_id: 'user-cleo',
        requested_by_name: null,
        by_self: true,
        requested_at: new Date('2026-03-03T10:00:00.000Z'),
        erased_at: null,
      },
      {
        user_id: 'user-ben',
        site_id: 'site-acme',
        requested_by_id: 'user-master',
        requested_by_name: 'Mia Stone',
        by_self: false,
        requested_at: new Date('2026-03-02T10:00:00.000Z'),
        erased_at: new Date('2026-03-02T10:00:05.000Z'),
      },
    ]);
    expect(await listErasures(bed.db, 'site-other')).toEqual([]);
  });
});
