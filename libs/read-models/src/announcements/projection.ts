import { defineProjection } from '../projection.js';
import { distinct, noEffect, ofType } from '../shared/batch.js';
import { columnsOf, unnest } from '../shared/unnest.js';

const columns = {
  id: 'text',
  site_id: 'text',
  message: 'text',
  location_id: 'text',
  sent_by_id: 'text',
  sent_at: 'timestamptz',
  position: 'int8',
} as const;

/**
 * Coordinators' announcements, one row each. Participants' lists and counts read them by location
 * when queried (notifications/queries.ts), so a batch tells the live clients of the sites concerned
 * to refresh their notifications, not a list of (possibly 100,000) people.
 */
export const announcementsProjection = defineProjection({
  name: 'announcements',
  version: 1,
  tables: ['announcements'],
  eventTypes: ['AnnouncementSent', 'AnnouncementDeleted', 'UserErasureRequested'],
  async apply(trx, events) {
    const sent = ofType(events, 'AnnouncementSent');
    const deleted = ofType(events, 'AnnouncementDeleted');
    const erasures = ofType(events, 'UserErasureRequested');
    if (sent.length + deleted.length + erasures.length === 0) return noEffect;
    if (sent.length > 0) {
      const rows = sent.map(({ data, position }) => ({
        id: data.announcementId,
        site_id: data.siteId,
        message: data.message,
        location_id: data.locationId,
        sent_by_id: data.sentById,
        sent_at: data.sentAt,
        position,
      }));
      // A replay finds the row (deleted or emptied as it may be since) and changes nothing.
      await trx
        .insertInto('announcements')
        .columns(columnsOf(columns))
        .expression(unnest(rows, columns))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const { data } of deleted) {
      await trx
        .updateTable('announcements')
        .set({ deleted_at: new Date(data.deletedAt) })
        .where('id', '=', data.announcementId)
        .where('deleted_at', 'is', null)
        .execute();
    }
    // An erased sender's words go (the event store no longer opens them either; a replay reads '').
    const erased = distinct(erasures.map(({ data }) => data.userId));
    if (erased.length > 0) await trx.updateTable('announcements').set({ message: '' }).where('sent_by_id', 'in', erased).execute();
    const sites = distinct([...sent, ...deleted].map(({ data }) => data.siteId));
    return sites.length === 0 ? noEffect : { userIds: null, siteIds: sites };
  },
});
