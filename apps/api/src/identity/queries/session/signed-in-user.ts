import type { Kysely } from 'kysely';
import { participantToday } from '@wellway/domain';
import { evaluationIdsOf, findSiteById, findUserById, pendingTermIds, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { menuFlags } from '../../menu-flags.js';
import { userResponse } from '../../user-response.js';

/**
 * The signed-in user as `GET /users/me` and `GET /session` show it, or null when the session's
 * user or site is gone from the read models.
 */
export async function signedInUser(db: Kysely<Database>, current: CurrentUser, now: Date) {
  const [user, site, requiredTermIds] = await Promise.all([
    findUserById(db, current.id),
    findSiteById(db, current.siteId),
    pendingTermIds(db, current.siteId, current.id),
  ]);
  if (!user || !site) return null;
  // Spec 2 §3 User evaluation ids: the schedule read on the participant's own today.
  const today = participantToday(now, user.time_zone ?? site.time_zone);
  const [evaluations, flags] = await Promise.all([
    evaluationIdsOf(db, { userId: user.id, siteId: user.site_id, startedOn: user.started_on, today }),
    menuFlags(db, user.role, site, now),
  ]);
  // required_term_ids: the privacy/terms pages still to accept (spec 2 §3 User, §4 Required terms).
  return {
    ...userResponse(user, site, flags),
    required_term_ids: requiredTermIds,
    impersonator_id: current.impersonatorId,
    pending_evaluation_ids: [...evaluations.pending],
    active_evaluation_ids: [...evaluations.active],
    completed_evaluation_ids: [...evaluations.completed],
  };
}
