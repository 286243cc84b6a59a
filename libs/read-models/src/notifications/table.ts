import type { ColumnType } from 'kysely';

export interface NotificationTable {
  /** The id of the event that raised it, so a replay cannot raise it twice. */
  id: string;
  user_id: string;
  site_id: string;
  key: string;
  /** Plain text; `{actor}` stands for the actor's current name (queries fill it in). */
  message: string;
  /** Whose action raised it (null: nobody's, e.g. a badge). */
  actor_id: ColumnType<string | null, string | null | undefined, string | null>;
  link: string;
  created_at: Date;
  updated_at: Date;
  read_at: Date | null;
  seen_at: Date | null;
  /** Position of the raising event: "mark all" covers only notifications raised before it. */
  position: bigint;
}

/** The people erased (UserErasureRequested): whatever is raised for them, before or after, is emptied. */
export interface NotificationErasureTable {
  user_id: string;
  /** When the erasure was requested. */
  at: Date;
}

/** A person's "mark all" of announcements (docs/decisions.md): those sent before the position are read (seen). */
export interface NotificationWatermarkTable {
  user_id: string;
  read_position: bigint | null;
  read_at: Date | null;
  seen_position: bigint | null;
  seen_at: Date | null;
}

/** One announcement a person cleared (or saw) by itself. */
export interface AnnouncementMarkTable {
  user_id: string;
  announcement_id: string;
  read_at: Date | null;
  seen_at: Date | null;
}

export interface NotificationsTables {
  notifications: NotificationTable;
  notification_erasures: NotificationErasureTable;
  notification_watermarks: NotificationWatermarkTable;
  announcement_marks: AnnouncementMarkTable;
}
