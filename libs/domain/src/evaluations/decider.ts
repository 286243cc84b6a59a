import { assertNever, type Decider } from '../shared/decider.js';
import type { ItemScope } from '../shared/site-defaults.js';
import { validDetails } from './details.js';
import { evaluationNotFound } from './errors.js';
import type { SiteEvaluationDetails, SiteEvaluationEvent, SiteEvaluationIdentity } from './events.js';

export const siteEvaluationStream = (siteEvaluationId: string): string => `site_evaluation-${siteEvaluationId}`;

/**
 * Saves write the whole evaluation (the editor sends it whole). The API picks the stream with
 * `saveTarget`: in place for the site's own, or the site's copy (`siteCopyId`) of a default.
 */
export type SiteEvaluationCommand =
  | { readonly type: 'SaveSiteEvaluation'; readonly evaluation: SiteEvaluationIdentity; readonly details: SiteEvaluationDetails }
  | { readonly type: 'DeleteSiteEvaluation'; readonly siteEvaluationId: string; readonly siteId: ItemScope };

export interface SiteEvaluationState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly identity: SiteEvaluationIdentity | null;
}

export const initialState = (): SiteEvaluationState => ({ status: 'none', identity: null });

const identityOf = ({ siteEvaluationId, siteId, parentId }: SiteEvaluationIdentity): SiteEvaluationIdentity => ({
  siteEvaluationId,
  siteId,
  parentId,
});

export function evolve(state: SiteEvaluationState, event: SiteEvaluationEvent): SiteEvaluationState {
  switch (event.type) {
    case 'SiteEvaluationCreated':
    case 'SiteEvaluationUpdated':
      return { status: 'active', identity: identityOf(event.data) };
    case 'SiteEvaluationDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

function save(command: Extract<SiteEvaluationCommand, { type: 'SaveSiteEvaluation' }>, state: SiteEvaluationState): SiteEvaluationEvent[] {
  const details = validDetails(command.details);
  // A deleted copy saved again (a site edits the default after a reset) starts over.
  if (state.status !== 'active') return [{ type: 'SiteEvaluationCreated', data: { ...identityOf(command.evaluation), ...details } }];
  // An evaluation belongs to its scope for good: another site's save names nothing.
  if (state.identity?.siteId !== command.evaluation.siteId) throw evaluationNotFound();
  return [{ type: 'SiteEvaluationUpdated', data: { ...state.identity, ...details } }];
}

export function decide(command: SiteEvaluationCommand, state: SiteEvaluationState): SiteEvaluationEvent[] {
  switch (command.type) {
    case 'SaveSiteEvaluation':
      return save(command, state);
    case 'DeleteSiteEvaluation':
      if (state.status !== 'active' || state.identity === null || state.identity.siteId !== command.siteId) throw evaluationNotFound();
      return [{ type: 'SiteEvaluationDeleted', data: state.identity }];
    default:
      return assertNever(command);
  }
}

export const siteEvaluationDecider: Decider<SiteEvaluationCommand, SiteEvaluationEvent, SiteEvaluationState> = {
  decide,
  evolve,
  initialState,
};
