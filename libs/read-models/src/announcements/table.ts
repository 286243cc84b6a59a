/** A coordinator's announcement (spec 3 §3 Notification): one row, however many participants it reaches. */
export interface AnnouncementTable {
  id: string;
  site_id: string;
  /** Plain text; '' once its sender is erased (such announcements are listed nowhere). */
  message: string;
  /** null: all participants of the site; else this location and the locations under it. */
  location_id: string | null;
  sent_by_id: string;
  sent_at: Date;
  /** Deleted for all participants; the row stays so a replayed AnnouncementSent cannot bring it back. */
  deleted_at: Date | null;
  /** Position of AnnouncementSent: orders it among personal notifications, and "mark all" covers it by position. */
  position: bigint;
}

export interface AnnouncementsTables {
  announcements: AnnouncementTable;
}
