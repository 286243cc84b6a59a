import type { ReadModelDb as Db } from '../database.js';
import { listedUsers, textMatches, toListed, type ListedUserRow } from '../users/admin-queries.js';

export interface ParticipantsPage {
  rows: ListedUserRow[];
  total: number;
}

/**
 * The coordinator's participants list (spec 3 §2.4 /dashboard/participants): a site's live
 * participants as the users list shows them, optionally those whose name, e-mail or SSO
 * identifier contains `search`, by last then first name, one page at a time.
 */
export async function listParticipants(
  db: Db,
  input: { siteId: string; year: number; search?: string; limit: number | null; offset: number },
): Promise<ParticipantsPage> {
  let query = listedUsers(db, input.year)
    .where('u.site_id', '=', input.siteId)
    .where('u.role', '=', 'user')
    .where('u.deleted_at', 'is', null);
  if (input.search) query = query.where(textMatches(input.search));
  let page = query.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').offset(input.offset);
  if (input.limit !== null) page = page.limit(input.limit);
  const [rows, count] = await Promise.all([
    page.execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toListed), total: Number(count.total) };
}
