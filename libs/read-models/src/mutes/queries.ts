import { sql, type RawBuilder } from 'kysely';
import type { ReadModelDb as Db } from '../database.js';

interface Scope {
  readonly siteId: string;
  readonly muterId: string;
}

/** A muted person as Settings lists them: their id, name and photo. */
export interface MuteRow {
  readonly muted_id: string;
  readonly full_name: string;
  readonly image_url: string | null;
  readonly muted_at: string;
}

/** Whom a person mutes on their site, live people only, by name (GET /mutes). */
export async function mutesOf(db: Db, { siteId, muterId }: Scope): Promise<MuteRow[]> {
  const rows = await db
    .selectFrom('mutes')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'mutes.muted_id').on('users.deleted_at', 'is', null).onRef('users.site_id', '=', 'mutes.site_id'),
    )
    .select(['mutes.muted_id', 'mutes.created_at', 'users.first_name', 'users.last_name', 'users.image_thumbnail_url'])
    .where('mutes.site_id', '=', siteId)
    .where('mutes.muter_id', '=', muterId)
    .where('mutes.active', '=', true)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('mutes.muted_id')
    .execute();
  return rows.map((row) => ({
    muted_id: row.muted_id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    image_url: row.image_thumbnail_url,
    muted_at: row.created_at.toISOString(),
  }));
}

/**
 * The ids a person mutes on their site: what the wall, notifications and messaging leave out for
 * them. Read once per request (a handful of ids), so a reader with none reads exactly as before.
 */
export async function mutedIdsOf(db: Db, { siteId, muterId }: Scope): Promise<string[]> {
  const rows = await db
    .selectFrom('mutes')
    .select('muted_id')
    .where('site_id', '=', siteId)
    .where('muter_id', '=', muterId)
    .where('active', '=', true)
    .execute();
  return rows.map((row) => row.muted_id);
}

/**
 * The mute rule, once for every query that leaves muted people out: the row's person (`column`,
 * an author, sender or actor) is none of `mutedIds`; a row with no person is never muted.
 * Callers skip it when `mutedIds` is empty, so a reader without mutes runs the query as before.
 */
export function notMutedBy(column: string, mutedIds: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} not in (${sql.join(mutedIds)}))`;
}
