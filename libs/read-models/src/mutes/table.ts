import type { ColumnType } from 'kysely';

/**
 * Who muted whom on a site (issue 15 Moderation): one row per muter and muted person ever
 * muted. `active` is false after an unmute or an erasure: the row stays as the pair's position
 * guard, so a replayed older mute finds it and writes nothing.
 */
export interface MuteTable {
  site_id: string;
  muter_id: string;
  muted_id: string;
  active: boolean;
  created_at: ColumnType<Date, Date | string, Date | string>;
  position: bigint;
}

export interface MutesTables {
  mutes: MuteTable;
}
