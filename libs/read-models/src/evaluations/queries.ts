import type { Kysely, Selectable } from 'kysely';
import { evaluationIdsFor, sameItemIds, type EvaluationIds, type IsoDate } from '@wellway/domain';
import type { Database } from '../database.js';
import { seenOnSite } from '../shared/site-defaults.js';
import type { SiteEvaluationTable } from './table.js';

export type SiteEvaluationRow = Omit<Selectable<SiteEvaluationTable>, 'deleted' | 'position'>;

const columns = [
  'e.id',
  'e.site_id',
  'e.parent_id',
  'e.name',
  'e.is_initial_evaluation',
  'e.days_from_start',
  'e.start_date',
  'e.end_date',
  'e.questions',
] as const;

const seenBy = (db: Kysely<Database>, siteId: string) =>
  db
    .selectFrom('site_evaluations as e')
    .select(columns)
    .where('e.deleted', '=', false)
    .where(seenOnSite('site_evaluations', 'e', siteId));

/** The evaluations a site has: its own and the defaults it has no copy of; the initial one first, then by schedule. */
export function listSiteEvaluations(db: Kysely<Database>, siteId: string): Promise<SiteEvaluationRow[]> {
  return seenBy(db, siteId)
    .orderBy('e.is_initial_evaluation', 'desc')
    .orderBy('e.days_from_start', 'asc')
    .orderBy('e.start_date', 'asc')
    .orderBy('e.name', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
}

/** One evaluation as the site sees it (a default it copied is not seen: its copy is). */
export function findSiteEvaluationOnSite(db: Kysely<Database>, siteId: string, id: string): Promise<SiteEvaluationRow | undefined> {
  return seenBy(db, siteId).where('e.id', '=', id).executeTakeFirst();
}

/** One evaluation, whichever scope it belongs to. */
export function findSiteEvaluation(db: Kysely<Database>, id: string): Promise<SiteEvaluationRow | undefined> {
  return db.selectFrom('site_evaluations as e').select(columns).where('e.deleted', '=', false).where('e.id', '=', id).executeTakeFirst();
}

/** The evaluations a participant has answered. */
export async function answeredEvaluationIds(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('user_evaluation_answers').select('site_evaluation_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.site_evaluation_id));
}

/**
 * The ids an evaluation the site sees may have been answered under: its own, and for a site's copy
 * its default's; for a default, the site's copy it had before a reset.
 */
export const sameEvaluationIds = (evaluation: Pick<SiteEvaluationRow, 'id' | 'parent_id'>, siteId: string): string[] =>
  sameItemIds({ id: evaluation.id, parentId: evaluation.parent_id }, siteId);

/**
 * The evaluation a site sees under an id: its own, or the one whose answers that id may carry (a
 * default the site copied is found as its copy, `sameEvaluationIds`). Undefined for another site's,
 * a deleted one, or no evaluation at all.
 */
export async function findSiteEvaluationAnyId(db: Kysely<Database>, siteId: string, id: string): Promise<SiteEvaluationRow | undefined> {
  const evaluations = await listSiteEvaluations(db, siteId);
  return evaluations.find((evaluation) => evaluation.id === id) ?? evaluations.find((e) => sameEvaluationIds(e, siteId).includes(id));
}

/** Spec 2 §3 User pending/active/completed_evaluation_ids for a participant, on their today. */
export async function evaluationIdsOf(
  db: Kysely<Database>,
  participant: { readonly userId: string; readonly siteId: string; readonly startedOn: IsoDate; readonly today: IsoDate },
): Promise<EvaluationIds> {
  const [evaluations, answeredIds] = await Promise.all([
    listSiteEvaluations(db, participant.siteId),
    answeredEvaluationIds(db, participant.userId),
  ]);
  const scheduled = evaluations.map((e) => ({ id: e.id, daysFromStart: e.days_from_start, startDate: e.start_date, endDate: e.end_date }));
  // A site's copy of a default is the same evaluation, edited: answered as either, it is answered.
  const answered = new Set(
    evaluations.filter((e) => sameEvaluationIds(e, participant.siteId).some((id) => answeredIds.has(id))).map((e) => e.id),
  );
  return evaluationIdsFor(scheduled, { startedOn: participant.startedOn, today: participant.today, answeredIds: answered });
}
