import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import type { Role } from '../users/roles.js';
import type { AnnouncementSender, SendAnnouncement } from './commands.js';
import { announcementDecider } from './decider.js';
import type { AnnouncementEvent } from './events.js';

const spec = specFor(announcementDecider);
const at = '2026-11-27T10:00:00.000Z';
const sender = (role: Role, topLevelLocationId: string | null = null): AnnouncementSender => ({
  userId: 'coord',
  role,
  topLevelLocationId,
});
const send = (fields: Partial<SendAnnouncement> = {}): SendAnnouncement => ({
  type: 'SendAnnouncement',
  announcementId: 'a-1',
  siteId: 'site-acme',
  message: 'Wellness fair on Friday',
  locationId: null,
  lineage: [],
  sender: sender('coordinator'),
  at,
  ...fields,
});
const sent = (locationId: string | null = null): AnnouncementEvent => ({
  type: 'AnnouncementSent',
  data: { announcementId: 'a-1', siteId: 'site-acme', message: 'Wellness fair on Friday', locationId, sentById: 'coord', sentAt: at },
});
// North (top level) > Leeds > Leeds office; South is another top level.
const leedsOffice = ['office', 'leeds', 'north'];

describe('sending an announcement', () => {
  it('sends to all participants, the message trimmed', () => {
    spec([])
      .when(send({ message: '  Wellness fair on Friday \n' }))
      .then([sent()]);
  });

  it('needs a message', () => {
    spec([])
      .when(send({ message: ' \n ' }))
      .thenRejects('announcement_message_required', 'Oops, a message is needed.');
  });

  it('refuses a message over 1000 characters', () => {
    spec([])
      .when(send({ message: 'x'.repeat(1001) }))
      .thenRejects('announcement_message_too_long', 'The message can be at most 1000 characters.');
  });

  it('sends to a location down to three nested levels', () => {
    spec([])
      .when(send({ locationId: 'office', lineage: leedsOffice }))
      .then([sent('office')]);
  });

  it("refuses a location that is not the site's", () => {
    spec([])
      .when(send({ locationId: 'elsewhere', lineage: [] }))
      .thenRejects('announcement_location_not_found', 'Choose a location of this site.');
  });

  it('lets masters, coordinators and regional coordinators send; no one else', () => {
    for (const role of ['master', 'coordinator'] as const)
      spec([])
        .when(send({ sender: sender(role) }))
        .then([sent()]);
    for (const role of ['user', 'location_coordinator', 'super_coordinator', 'poster', 'reseller'] as const) {
      spec([])
        .when(send({ sender: sender(role, 'north') }))
        .thenRejects('announcement_forbidden', 'You may not send notifications.');
    }
  });

  it('limits a regional coordinator to their own top-level location and the locations under it', () => {
    const regional = sender('regional_coordinator', 'north');
    spec([])
      .when(send({ sender: regional, locationId: 'north', lineage: ['north'] }))
      .then([sent('north')]);
    spec([])
      .when(send({ sender: regional, locationId: 'office', lineage: leedsOffice }))
      .then([sent('office')]);
    const refusal = ['announcement_outside_region', 'You may send notifications only to your own location.'] as const;
    spec([])
      .when(send({ sender: regional, locationId: 'south', lineage: ['south'] }))
      .thenRejects(...refusal);
    spec([])
      .when(send({ sender: regional }))
      .thenRejects(...refusal);
    spec([])
      .when(send({ sender: sender('regional_coordinator', null), locationId: 'north', lineage: ['north'] }))
      .thenRejects(...refusal);
  });

  it('is sent once', () => {
    spec([sent()]).when(send()).thenRejects('announcement_exists', 'That notification was already sent.');
  });
});

describe('deleting an announcement', () => {
  const remove = (role: Role, lineage: readonly string[] = [], siteId = 'site-acme', top: string | null = null) =>
    ({ type: 'DeleteAnnouncement', announcementId: 'a-1', siteId, sender: sender(role, top), lineage, at }) as const;
  const deleted: AnnouncementEvent = {
    type: 'AnnouncementDeleted',
    data: { announcementId: 'a-1', siteId: 'site-acme', deletedById: 'coord', deletedAt: at },
  };

  it('deletes it for all participants', () => {
    spec([sent()]).when(remove('coordinator')).then([deleted]);
  });

  it('lets a regional coordinator delete only within their own top-level location', () => {
    spec([sent('office')])
      .when(remove('regional_coordinator', leedsOffice, 'site-acme', 'north'))
      .then([deleted]);
    spec([sent()])
      .when(remove('regional_coordinator', [], 'site-acme', 'north'))
      .thenRejects('announcement_outside_region', 'You may send notifications only to your own location.');
    spec([sent()]).when(remove('location_coordinator')).thenRejects('announcement_forbidden', 'You may not send notifications.');
  });

  it('finds nothing deleted, unsent, or of another site', () => {
    const notFound = ['announcement_not_found', 'Notification not found.'] as const;
    spec([sent(), deleted])
      .when(remove('coordinator'))
      .thenRejects(...notFound);
    spec([])
      .when(remove('coordinator'))
      .thenRejects(...notFound);
    spec([sent()])
      .when(remove('master', [], 'site-other'))
      .thenRejects(...notFound);
  });
});
