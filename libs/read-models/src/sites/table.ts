import type { ColumnType } from 'kysely';
import type { BadgeCategory, SiteSettings } from '@wellway/domain';

export type SiteFlags = Readonly<Record<string, boolean>>;

export interface SiteTable {
  id: string;
  name: string;
  /** The exact (wildcard-free) URLs, for the indexed host lookup. */
  hostnames: string[];
  /** Every URL pattern, as the site editor saved them (`*` wildcards). */
  urls: ColumnType<string[], string[] | undefined, string[]>;
  years: number[];
  time_zone: string;
  /** jsonb: written as a JSON string. */
  flags: ColumnType<SiteFlags, string, string>;
  friend_label: string;
  friend_label_plural: string;
  daily_step_goal: number;
  /** jsonb: the site's settings as recorded (older rows may lack newer fields; read with completeSiteSettings). */
  settings: ColumnType<Partial<SiteSettings>, string | undefined, string>;
  /** argon2id hash of the pilot password; never leaves the API. */
  pilot_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Position of the event that set the pilot password (replays never go back). */
  pilot_position: ColumnType<bigint, bigint | undefined, bigint>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Position of the last profile event (SiteCreated / SiteUpdated). */
  position: bigint;
  /** Revision of the site stream's last event (any type): the site's ETag. */
  revision: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface ExerciseActivityTable {
  id: string;
  site_id: string;
  name: string;
  position: bigint;
}

export interface BadgeDefinitionTable {
  id: string;
  /** null: a default badge (spec 3 §3), seen on every site without its own copy (seenOnSite). */
  site_id: string | null;
  /** A site's copy of a default: the default's id. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Campaign categories: the program the badge is about. */
  program_id: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  category: BadgeCategory;
  goal: number;
  goal2: number | null;
  icon: string;
  sequence: number;
  position: bigint;
}

/** The order a site ('' for the default set) shows its badges in: the ids it listed. */
export interface BadgeOrderTable {
  scope: string;
  sequence: string[];
  position: bigint;
}

/** Where a badge was deleted or reset: events before it never bring the badge back. */
export interface BadgeDefinitionRemovalTable {
  id: string;
  position: bigint;
}

export interface SitesTables {
  sites: SiteTable;
  exercise_activities: ExerciseActivityTable;
  badge_definitions: BadgeDefinitionTable;
  badge_orders: BadgeOrderTable;
  badge_definition_removals: BadgeDefinitionRemovalTable;
}
