import { sql, type Selectable } from 'kysely';
import { identifierKey } from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import type { EligibilityTable } from './table.js';

type Eligibility = Selectable<EligibilityTable>;

/** The spec's Eligibility (spec 3 §3), as the API answers it (`string_1` is the location). */
export type EligibilityRow = Pick<
  Eligibility,
  'id' | 'site_id' | 'identifier' | 'first_name' | 'last_name' | 'email' | 'birth_date' | 'user_id'
> & {
  string_1: Eligibility['location'];
};

function selectEligibilities(db: Db, siteId: string) {
  return db
    .selectFrom('eligibilities')
    .select(['id', 'site_id', 'identifier', 'first_name', 'last_name', 'email', 'location as string_1', 'birth_date', 'user_id'])
    .where('site_id', '=', siteId)
    .where('deleted', '=', false);
}

export async function findEligibility(db: Db, siteId: string, id: string): Promise<EligibilityRow | undefined> {
  return selectEligibilities(db, siteId).where('id', '=', id).executeTakeFirst();
}

export async function findEligibilityByIdentifier(db: Db, siteId: string, identifier: string): Promise<EligibilityRow | undefined> {
  return selectEligibilities(db, siteId).where('identifier_key', '=', identifierKey(identifier)).executeTakeFirst();
}

export interface EligibilityPage {
  rows: EligibilityRow[];
  total: number;
}

/** A site's records by identifier; `search` matches identifier, names or e-mail; pageSize 0 = all. */
export async function listEligibilities(
  db: Db,
  siteId: string,
  options: { search?: string; page: number; pageSize: number },
): Promise<EligibilityPage> {
  let query = selectEligibilities(db, siteId);
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('identifier', 'ilike', pattern),
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  const paged = options.pageSize > 0 ? query.limit(options.pageSize).offset((Math.max(options.page, 1) - 1) * options.pageSize) : query;
  const [rows, total] = await Promise.all([
    paged.orderBy('identifier_key').execute(),
    query
      .clearSelect()
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
