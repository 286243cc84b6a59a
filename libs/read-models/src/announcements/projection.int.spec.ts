import { beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementSent } from '@wellway/domain';
import { applyBatch, EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { locationsProjection } from '../locations/projection.js';
import { notificationsProjection } from '../notifications/projection.js';
import { listNotifications, notificationCounts } from '../notifications/queries.js';
import { usersProjection } from '../users/projection.js';
import { announcementsProjection } from './projection.js';
import { exportPersonAnnouncements } from './personal-data.js';
import { listAnnouncements } from './queries.js';

const SITE = 'site-acme';
const log = new EventLog();
const location = (locationId: string, name: string, parentLocationId: string | null, siteId = SITE) =>
  log.append(`locations-${siteId}`, 'LocationCreated', { siteId, locationId, name, parentLocationId, sequence: 1 });
const person = (userId: string, locationId: string | null, siteId = SITE) =>
  log.append(`user-${userId}`, 'UserRegistered', {
    userId,
    siteId,
    email: `${userId}@example.com`,
    role: 'user',
    firstName: userId,
    lastName: 'Tester',
    startedOn: '2026-01-01',
    passwordHash: 'x',
    locationId,
  });
let sequence = 0;
const announce = (message: string, locationId: string | null, sentById = 'coord', siteId = SITE) => {
  sequence += 1;
  const data: AnnouncementSent['data'] = {
    announcementId: `a-${sequence}`,
    siteId,
    message,
    locationId,
    sentById,
    sentAt: `2026-03-0${sequence}T10:00:00.000Z`,
  };
  return log.append(`announcement-${data.announcementId}`, 'AnnouncementSent', data);
};
const mark = (type: 'NotificationsRead' | 'NotificationsSeen', userId: string, notificationIds: readonly string[] | 'all') =>
  log.append(`user_notifications-${userId}`, type, { userId, notificationIds, at: '2026-03-20T10:00:00.000Z' });

// North > Leeds > Office; South. Ann works at the office, Dan in Leeds, Bob in the south, Cat nowhere.
location('north', 'North', null);
location('leeds', 'Leeds', 'north');
location('office', 'Office', 'leeds');
location('south', 'South', null);
location('hq', 'HQ', null, 'site-other');
for (const [userId, at] of [
  ['ann', 'office'],
  ['dan', 'leeds'],
  ['bob', 'south'],
  ['cat', null],
] as const)
  person(userId, at);
person('otto', 'hq', 'site-other');

const toAll = announce('Fair on Friday', null);
const toNorth = announce('North news', 'north');
announce('Office news', 'office');
const elsewhere = announce('Other site news', null, 'oscar', 'site-other');
const deleted = announce('Wrong text', null);
log.append(`announcement-${deleted.data.announcementId}`, 'AnnouncementDeleted', {
  announcementId: deleted.data.announcementId,
  siteId: SITE,
  deletedById: 'coord',
  deletedAt: '2026-03-10T10:00:00.000Z',
});
// A former coordinator's announcement: erased with its sender.
announce('Old news', null, 'gone');
log.append('user-gone', 'UserErasureRequested', {
  userId: 'gone',
  siteId: SITE,
  requestedById: 'master',
  bySelf: false,
  requestedAt: '2026-03-11T10:00:00.000Z',
  emailReservationStream: 'user_email-gone',
  eligibilityId: null,
});
mark('NotificationsSeen', 'ann', 'all');
mark('NotificationsRead', 'dan', [toNorth.data.announcementId]);
mark('NotificationsRead', 'dan', [toNorth.data.announcementId]); // again: the first time stays
const later = announce('After the marks', null);
mark('NotificationsRead', 'bob', 'all');

const bed = useReadModelDb();
const messages = async (userId: string, filter: 'all' | 'unread' = 'all', siteId = SITE) =>
  (await listNotifications(bed.db, { userId, siteId, filter, limit: null })).map((n) => n.message);

describe('announcements projection', () => {
  itGivesTheSameTables(bed, announcementsProjection, log.events, { announcements: 7 });

  it("tells only the sites' live clients, not a list of people", async () => {
    expect(await applyBatch(bed.db, announcementsProjection, [toAll, elsewhere])).toEqual({ userIds: null, siteIds: [SITE, 'site-other'] });
  });

  describe('as participants read them (with their users, locations and marks)', () => {
    beforeAll(async () => {
      for (const projection of [usersProjection, locationsProjection, announcementsProjection, notificationsProjection]) {
        await applyBatch(bed.db, projection, log.events);
        await applyBatch(bed.db, projection, log.events); // replayed: nothing changes
      }
    });

    it('reaches all of the site, or a location and those under it; never anyone outside', async () => {
      expect(await messages('ann')).toEqual(['After the marks', 'Office news', 'North news', 'Fair on Friday']);
      expect(await messages('dan')).toEqual(['After the marks', 'North news', 'Fair on Friday']);
      expect(await messages('bob')).toEqual(['After the marks', 'Fair on Friday']);
      expect(await messages('cat')).toEqual(['After the marks', 'Fair on Friday']);
      expect(await messages('otto', 'all', 'site-other')).toEqual(['Other site news']);
      expect(await messages('ann', 'all', 'site-other')).toEqual([]);
    });

    it('lists an announcement as a coordinator notification', async () => {
      const [newest] = await listNotifications(bed.db, { userId: 'cat', siteId: SITE, filter: 'all', limit: 1 });
      expect(newest).toEqual({
        id: later.data.announcementId,
        key: 'coordinator_announcement',
        message: 'After the marks',
        link: '',
        created_at: later.data.sentAt,
        updated_at: later.data.sentAt,
        read_at: null,
        seen_at: null,
      });
    });

    it('marks all by watermark (only those sent before the mark), one by its own mark', async () => {
      expect(await notificationCounts(bed.db, { userId: 'ann', siteId: SITE })).toEqual({ unread: 4, unseen: 1, total: 4 });
      expect(await messages('dan', 'unread')).toEqual(['After the marks', 'Fair on Friday']);
      expect(await notificationCounts(bed.db, { userId: 'bob', siteId: SITE })).toEqual({ unread: 0, unseen: 2, total: 2 });
      expect(await notificationCounts(bed.db, { userId: 'cat', siteId: SITE })).toEqual({ unread: 2, unseen: 2, total: 2 });
    });

    it("lists the site's previous notifications for coordinators, newest first, deleted and erased ones left out", async () => {
      const { rows, total } = await listAnnouncements(bed.db, { siteId: SITE, limit: 2, offset: 0 });
      expect(total).toBe(4);
      expect(rows.map((row) => [row.message, row.location_name])).toEqual([
        ['After the marks', null],
        ['Office news', 'Office'],
      ]);
      const next = await listAnnouncements(bed.db, { siteId: SITE, limit: 2, offset: 2 });
      expect(next.rows.map((row) => row.message)).toEqual(['North news', 'Fair on Friday']);
    });
  });

  it("exports what a coordinator sent in their data export, and nothing of anyone else's", async () => {
    const sent = (await exportPersonAnnouncements(bed.db, { userId: 'oscar', siteId: 'site-other' })) as { message: string }[];
    expect(sent.map((row) => row.message)).toEqual(['Other site news']);
    expect(await exportPersonAnnouncements(bed.db, { userId: 'oscar', siteId: SITE })).toEqual([]);
  });
});
