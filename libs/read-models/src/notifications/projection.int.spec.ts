import { describe, expect, it } from 'vitest';
import { dataExportsStream, userBadgesStream, type BadgeAwarded, type NotificationsRead } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { notificationsProjection } from './projection.js';
import { listNotifications, notificationCounts } from './queries.js';

const log = new EventLog();
const award = (userId: string, badgeId: string, badgeName: string) => {
  const data: BadgeAwarded['data'] = {
    userId,
    siteId: 'site-acme',
    badgeId,
    badgeName,
    category: 'days_logged',
    year: 2026,
    earnedOn: '2026-03-01',
  };
  return log.append(userBadgesStream(userId), 'BadgeAwarded', data);
};
const mark = (
  type: 'NotificationsRead' | 'NotificationsSeen',
  userId: string,
  notificationIds: NotificationsRead['data']['notificationIds'],
  at: string,
) => log.append(`user_notifications-${userId}`, type, { userId, notificationIds, at });

const first = award('anna', 'badge-1', 'First Day');
const second = award('anna', 'badge-10', 'Ten Days');
mark('NotificationsSeen', 'anna', 'all', '2026-03-05T10:00:00.000Z');
const third = award('anna', 'badge-50', 'Fifty Days');
mark('NotificationsRead', 'anna', [second.id], '2026-03-06T10:00:00.000Z');
const bens = award('ben', 'badge-1', 'First Day');
mark('NotificationsRead', 'anna', [bens.id], '2026-03-07T10:00:00.000Z'); // not Anna's: ignored
mark('NotificationsRead', 'anna', [second.id], '2026-03-08T10:00:00.000Z'); // already read: keeps the first time
mark('NotificationsRead', 'ben', 'all', '2026-03-09T10:00:00.000Z');
const exportReady = log.append(dataExportsStream('carla'), 'DataExportCompleted', {
  exportId: 'x-1',
  userId: 'carla',
  siteId: 'site-acme',
  readyAt: '2026-03-10T10:00:00.000Z',
  expiresAt: '2026-03-11T10:00:00.000Z',
});
mark('NotificationsSeen', 'ben', [bens.id], '2026-03-09T11:00:00.000Z');
// Cleo earns a badge and is erased: her notification is emptied; Anna's and Ben's are untouched.
const cleos = award('cleo', 'badge-1', 'First Day');
log.append('user-cleo', 'UserErasureRequested', {
  userId: 'cleo',
  siteId: 'site-acme',
  requestedById: 'master',
  bySelf: false,
  requestedAt: '2026-03-10T10:00:00.000Z',
  emailReservationStream: 'user_email-cleo',
  eligibilityId: null,
});
// An award's stream is not the user's: it may follow the erasure in the log, or in a later batch.
const cleosLater = award('cleo', 'badge-10', 'Ten Days');

const bed = useReadModelDb();

describe('notifications projection', () => {
  itGivesTheSameTables(bed, notificationsProjection, log.events, { notifications: 7 });

  it("empties an erased person's notifications, and only theirs", async () => {
    const [row] = await bed.db.selectFrom('notifications').selectAll().where('id', '=', cleos.id).execute();
    expect(row).toMatchObject({ key: 'erased', message: '', link: '' });
    const [later] = await bed.db.selectFrom('notifications').selectAll().where('id', '=', cleosLater.id).execute();
    expect(later).toMatchObject({ key: 'erased', message: '', link: '' });
    expect(row?.read_at?.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(await notificationCounts(bed.db, { userId: 'cleo', siteId: 'site-acme' })).toMatchObject({ unread: 0 });
    expect((await listNotifications(bed.db, { userId: 'ben', siteId: 'site-acme', filter: 'all', limit: null }))[0]).toMatchObject({
      message: 'You earned the "First Day" badge!',
    });
  });

  it('raises a notification per badge earned, id from the event', async () => {
    const [newest] = await listNotifications(bed.db, { userId: 'anna', siteId: 'site-acme', filter: 'all', limit: 1 });
    expect(newest).toEqual({
      id: third.id,
      key: 'badge_earned',
      message: 'You earned the "Fifty Days" badge!',
      link: '/badges/2026?badge_id=badge-50',
      created_at: third.createdAt.toISOString(),
      updated_at: third.createdAt.toISOString(),
      read_at: null,
      seen_at: null,
    });
  });

  it('raises a notification when a data export is ready, linking to the settings screen that downloads it', async () => {
    expect(await listNotifications(bed.db, { userId: 'carla', siteId: 'site-acme', filter: 'all', limit: null })).toEqual([
      expect.objectContaining({
        id: exportReady.id,
        key: 'data_export_ready',
        message: 'Your data export is ready. Download it from your personal settings within 24 hours.',
        link: '/settings/personal#data-export',
      }),
    ]);
  });

  it('marks "all" only the notifications raised before the mark, and listed ids only the user\'s own', async () => {
    const all = await listNotifications(bed.db, { userId: 'anna', siteId: 'site-acme', filter: 'all', limit: null });
    expect(all.map(({ id, read_at, seen_at }) => ({ id, read_at, seen_at }))).toEqual([
      { id: third.id, read_at: null, seen_at: null },
      { id: second.id, read_at: '2026-03-06T10:00:00.000Z', seen_at: '2026-03-05T10:00:00.000Z' },
      { id: first.id, read_at: null, seen_at: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(all[1].updated_at).toBe('2026-03-06T10:00:00.000Z');
  });

  it('lists unread notifications newest first, up to the limit', async () => {
    const unread = await listNotifications(bed.db, { userId: 'anna', siteId: 'site-acme', filter: 'unread', limit: 20 });
    expect(unread.map((n) => n.id)).toEqual([third.id, first.id]);
    expect(await listNotifications(bed.db, { userId: 'ben', siteId: 'site-acme', filter: 'unread', limit: 0 })).toEqual([]);
  });

  it('counts unread and unseen notifications', async () => {
    expect(await notificationCounts(bed.db, { userId: 'anna', siteId: 'site-acme' })).toEqual({ unread: 2, unseen: 1, total: 3 });
    expect(await notificationCounts(bed.db, { userId: 'ben', siteId: 'site-acme' })).toEqual({ unread: 0, unseen: 0, total: 1 });
    expect(await notificationCounts(bed.db, { userId: 'nobody', siteId: 'site-acme' })).toEqual({ unread: 0, unseen: 0, total: 0 });
  });
});
