import type { Role } from '../users/roles.js';

/**
 * Who sends or deletes, and what the decider needs to know of them, looked up before deciding:
 * a regional coordinator is limited to their own top-level location (spec 3 §5).
 */
export interface AnnouncementSender {
  readonly userId: string;
  readonly role: Role;
  /** The top-level location of the sender's own location (null: they have none). */
  readonly topLevelLocationId: string | null;
}

/**
 * A location and its ancestors as the site's locations are now, nearest first: `[id, parent,
 * grandparent]` (locations nest at most three deep, so the last is the top level); empty when the
 * id names no location of the site.
 */
export type Lineage = readonly string[];

export interface SendAnnouncement {
  readonly type: 'SendAnnouncement';
  readonly announcementId: string;
  readonly siteId: string;
  readonly message: string;
  /** null: all participants of the site. */
  readonly locationId: string | null;
  readonly lineage: Lineage;
  readonly sender: AnnouncementSender;
  readonly at: string;
}

export interface DeleteAnnouncement {
  readonly type: 'DeleteAnnouncement';
  readonly announcementId: string;
  readonly siteId: string;
  readonly sender: AnnouncementSender;
  /** The lineage of the announcement's location (empty for all participants). */
  readonly lineage: Lineage;
  readonly at: string;
}

export type AnnouncementCommand = SendAnnouncement | DeleteAnnouncement;
