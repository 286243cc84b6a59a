import { assertNever, type Decider } from '../shared/decider.js';
import { can } from '../users/permissions.js';
import type { AnnouncementCommand, AnnouncementSender, DeleteAnnouncement, Lineage, SendAnnouncement } from './commands.js';
import {
  announcementExists,
  announcementNotFound,
  cannotSend,
  locationNotFound,
  messageNeeded,
  messageTooLong,
  outsideRegion,
} from './errors.js';
import type { AnnouncementEvent } from './events.js';

export const announcementStream = (announcementId: string): string => `announcement-${announcementId}`;

/** Not in the spec: long enough for a paragraph, short enough for the pop-up and the list. */
export const ANNOUNCEMENT_MAX_LENGTH = 1000;

export interface AnnouncementState {
  readonly status: 'none' | 'sent' | 'deleted';
  readonly siteId: string | null;
  /** Where it was sent (null: all participants): whose region a delete is checked against. */
  readonly locationId: string | null;
}

export const initialState = (): AnnouncementState => ({ status: 'none', siteId: null, locationId: null });

export function evolve(state: AnnouncementState, event: AnnouncementEvent): AnnouncementState {
  switch (event.type) {
    case 'AnnouncementSent':
      return { status: 'sent', siteId: event.data.siteId, locationId: event.data.locationId };
    case 'AnnouncementDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/**
 * Spec 3 §6/§5: regional coordinators or above send; a regional coordinator only to their own
 * top-level location or a location under it (never to all participants). Coordinators and masters
 * reach any location of the site.
 */
function checkReach(sender: AnnouncementSender, locationId: string | null, lineage: Lineage): void {
  if (!can(sender.role, 'coordinator.send_notification')) throw cannotSend();
  if (sender.role !== 'regional_coordinator') return;
  const topLevel = lineage.at(-1);
  if (locationId === null || topLevel === undefined || topLevel !== sender.topLevelLocationId) throw outsideRegion();
}

function send(command: SendAnnouncement, state: AnnouncementState): AnnouncementEvent[] {
  if (state.status !== 'none') throw announcementExists();
  if (!can(command.sender.role, 'coordinator.send_notification')) throw cannotSend();
  const message = command.message.trim();
  if (message === '') throw messageNeeded();
  if (message.length > ANNOUNCEMENT_MAX_LENGTH) throw messageTooLong(ANNOUNCEMENT_MAX_LENGTH);
  if (command.locationId !== null && command.lineage[0] !== command.locationId) throw locationNotFound();
  checkReach(command.sender, command.locationId, command.lineage);
  const { announcementId, siteId, locationId, sender, at } = command;
  return [{ type: 'AnnouncementSent', data: { announcementId, siteId, message, locationId, sentById: sender.userId, sentAt: at } }];
}

function remove(command: DeleteAnnouncement, state: AnnouncementState): AnnouncementEvent[] {
  // Another site's announcement names nothing.
  if (state.status !== 'sent' || state.siteId !== command.siteId) throw announcementNotFound();
  checkReach(command.sender, command.lineage[0] ?? null, command.lineage);
  const { announcementId, siteId, sender, at } = command;
  return [{ type: 'AnnouncementDeleted', data: { announcementId, siteId, deletedById: sender.userId, deletedAt: at } }];
}

export function decide(command: AnnouncementCommand, state: AnnouncementState): AnnouncementEvent[] {
  switch (command.type) {
    case 'SendAnnouncement':
      return send(command, state);
    case 'DeleteAnnouncement':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const announcementDecider: Decider<AnnouncementCommand, AnnouncementEvent, AnnouncementState> = { decide, evolve, initialState };
