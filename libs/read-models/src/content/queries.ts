import type { Selectable } from 'kysely';
import type { ContentCategory } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { CustomContentTable } from './table.js';

/** The spec's Content (spec 3 §3), the fields Wellway keeps: the table's, less its bookkeeping. */
export type ContentRow = Omit<Selectable<CustomContentTable>, 'deleted' | 'position'>;

const COLUMNS = ['id', 'site_id', 'category', 'key', 'group', 'sequence', 'title', 'summary_html', 'content_html', 'hidden'] as const;

function liveContent(db: Db, siteId: string) {
  return db.selectFrom('custom_content').select(COLUMNS).where('site_id', '=', siteId).where('deleted', '=', false);
}

/** A category's items in their order; hidden ones only when asked. */
export async function listContent(
  db: Db,
  siteId: string,
  options: { category?: ContentCategory; includeHidden: boolean },
): Promise<ContentRow[]> {
  let query = liveContent(db, siteId);
  if (options.category) query = query.where('category', '=', options.category);
  if (!options.includeHidden) query = query.where('hidden', '=', false);
  return query.orderBy('category').orderBy('sequence').orderBy('title').orderBy('id').execute();
}

export async function findContent(db: Db, siteId: string, id: string): Promise<ContentRow | undefined> {
  return liveContent(db, siteId).where('id', '=', id).executeTakeFirst();
}

/** Keys the category's other items hold (for uniqueContentKey). */
export async function takenContentKeys(db: Db, siteId: string, category: ContentCategory, exceptId: string | null): Promise<Set<string>> {
  let query = liveContent(db, siteId).where('category', '=', category);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.key));
}

export type RequiredTermRow = Pick<ContentRow, 'category' | 'title'> & { custom_content_id: string };

function requiredOf(db: Db, siteId: string) {
  return db
    .selectFrom('required_terms as r')
    .innerJoin('custom_content as c', 'c.id', 'r.content_id')
    .where('r.site_id', '=', siteId)
    .where('r.required', '=', true)
    .where('c.deleted', '=', false)
    .where('c.site_id', '=', siteId);
}

export async function listRequiredTerms(db: Db, siteId: string): Promise<RequiredTermRow[]> {
  return requiredOf(db, siteId)
    .select(['r.content_id as custom_content_id', 'c.category', 'c.title'])
    .orderBy('c.category')
    .orderBy('c.sequence')
    .execute();
}

/** Required terms the person has not accepted yet, privacy and terms pages in their order. */
export async function pendingTermIds(db: Db, siteId: string, userId: string): Promise<string[]> {
  const rows = await requiredOf(db, siteId)
    .leftJoin('term_acceptances as a', (join) => join.onRef('a.content_id', '=', 'r.content_id').on('a.user_id', '=', userId))
    .where('a.user_id', 'is', null)
    .select('r.content_id')
    .orderBy('c.category')
    .orderBy('c.sequence')
    .execute();
  return rows.map((row) => row.content_id);
}

export async function isTermRequired(db: Db, siteId: string, contentId: string): Promise<boolean> {
  return (await requiredOf(db, siteId).select('r.content_id').where('r.content_id', '=', contentId).executeTakeFirst()) !== undefined;
}
