import { assertNever, type Decider } from '../shared/decider.js';
import { deleteOutcome, saveTarget, type ItemScope, type SaveTarget } from '../shared/site-defaults.js';
import type { BadgeDefinitionEvent, BadgeFields, BadgeOrderEvent } from './events.js';
import { badgeDefinitionMessages as messages, badgeNotFound, invalidBadge } from './errors.js';
import { checkedBadgeFields } from './rules.js';
import { DomainError } from '../shared/errors.js';

/** One stream per badge definition: a copy's id derives from its site and default, so two saves make one copy. */
export const badgeDefinitionStream = (badgeId: string): string => `badge_definition-${badgeId}`;
/** One stream per site's badge order; the default set's is `badge_order-default`. */
export const badgeOrderStream = (siteId: ItemScope): string => `badge_order-${siteId ?? 'default'}`;

export type BadgeDefinitionCommand =
  /** POST /badges: a new badge of the site being administered (the default set on the default site). */
  | {
      readonly type: 'CreateBadge';
      readonly badgeId: string;
      readonly siteId: ItemScope;
      readonly fields: BadgeFields;
      readonly sequence: number;
    }
  /** PUT /badges/{id}, on the stream `saveTarget` chose: in place, or the site's copy (made on its first save). */
  | {
      readonly type: 'SaveBadge';
      readonly badgeId: string;
      readonly siteId: ItemScope;
      readonly parentId: string | null;
      readonly fields: BadgeFields;
      readonly sequence: number;
    }
  /** DELETE /badges/{id} while administering `administeredSiteId`: 'Delete Badge' or 'Reset Badge'. */
  | { readonly type: 'DeleteBadge'; readonly badgeId: string; readonly administeredSiteId: string };

export interface BadgeDefinitionState {
  readonly exists: boolean;
  readonly siteId: ItemScope;
  readonly parentId: string | null;
  readonly fields: BadgeFields | null;
}

export const initialState = (): BadgeDefinitionState => ({ exists: false, siteId: null, parentId: null, fields: null });

export function evolve(state: BadgeDefinitionState, event: BadgeDefinitionEvent): BadgeDefinitionState {
  switch (event.type) {
    case 'BadgeCreated':
    case 'BadgeChanged': {
      const { badgeId: _id, siteId, parentId, name, category, goal, goal2, programId, icon } = event.data;
      return { exists: true, siteId, parentId, fields: { name, category, goal, goal2, programId, icon } };
    }
    case 'BadgeDeleted':
    case 'BadgeReset':
      return { ...state, exists: false, fields: null };
    default:
      return assertNever(event);
  }
}

const sameFields = (a: BadgeFields, b: BadgeFields) =>
  a.name === b.name &&
  a.category === b.category &&
  a.goal === b.goal &&
  a.goal2 === b.goal2 &&
  a.programId === b.programId &&
  a.icon === b.icon;

function save(command: Extract<BadgeDefinitionCommand, { type: 'SaveBadge' }>, state: BadgeDefinitionState): BadgeDefinitionEvent[] {
  const fields = checkedBadgeFields(command.fields);
  const place = { badgeId: command.badgeId, siteId: command.siteId, parentId: command.parentId };
  if (!state.exists) {
    // Only a site's copy comes into being by a save (a reset copy saved again is made again).
    if (command.parentId === null) throw badgeNotFound();
    return [{ type: 'BadgeCreated', data: { ...place, ...fields, sequence: command.sequence } }];
  }
  if (state.siteId !== command.siteId) throw badgeNotFound();
  if (state.fields && sameFields(state.fields, fields)) return [];
  return [{ type: 'BadgeChanged', data: { ...place, parentId: state.parentId, ...fields } }];
}

export function decide(command: BadgeDefinitionCommand, state: BadgeDefinitionState): BadgeDefinitionEvent[] {
  switch (command.type) {
    case 'CreateBadge': {
      if (state.exists) throw new DomainError('conflict', 'badge_exists', messages.exists);
      const fields = checkedBadgeFields(command.fields);
      const data = { badgeId: command.badgeId, siteId: command.siteId, parentId: null, ...fields, sequence: command.sequence };
      return [{ type: 'BadgeCreated', data }];
    }
    case 'SaveBadge':
      return save(command, state);
    case 'DeleteBadge': {
      if (!state.exists) throw badgeNotFound();
      const place = { badgeId: command.badgeId, siteId: state.siteId, parentId: state.parentId };
      const outcome = deleteOutcome({ id: command.badgeId, siteId: state.siteId, parentId: state.parentId }, command.administeredSiteId);
      switch (outcome.kind) {
        case 'delete':
          return [{ type: 'BadgeDeleted', data: place }];
        case 'reset':
          return [{ type: 'BadgeReset', data: { ...place, siteId: command.administeredSiteId, parentId: state.parentId ?? '' } }];
        case 'not-found':
          throw badgeNotFound(); // another site's badge: nothing here
        case 'refused':
          throw invalidBadge('badge_default_not_resettable', messages.defaultNotResettable);
        default:
          return assertNever(outcome);
      }
    }
    default:
      return assertNever(command);
  }
}

/**
 * Where saving the badge in `state` while administering `siteId` writes (spec 3 §4): in place, or
 * the site's copy. A badge the site does not see (another site's, or gone) is not found.
 */
export function badgeSaveTarget(badgeId: string, state: BadgeDefinitionState, siteId: string): Exclude<SaveTarget, { kind: 'not-found' }> {
  if (!state.exists) throw badgeNotFound();
  const target = saveTarget({ id: badgeId, siteId: state.siteId, parentId: state.parentId }, siteId);
  if (target.kind === 'not-found') throw badgeNotFound();
  return target;
}

export const badgeDefinitionDecider: Decider<BadgeDefinitionCommand, BadgeDefinitionEvent, BadgeDefinitionState> = {
  decide,
  evolve,
  initialState,
};

/** POST /badges/reorder: `seen` is every badge the site sees now (looked up by the handler). */
export interface ReorderBadges {
  readonly type: 'ReorderBadges';
  readonly siteId: ItemScope;
  readonly sequence: readonly string[];
  readonly seen: readonly string[];
}

export interface BadgeOrderState {
  readonly sequence: readonly string[];
}

export const badgeOrderDecider: Decider<ReorderBadges, BadgeOrderEvent, BadgeOrderState> = {
  initialState: () => ({ sequence: [] }),
  evolve: (_state, event) => ({ sequence: event.data.sequence }),
  decide(command, state) {
    if (command.sequence.length === 0) throw invalidBadge('badge_sequence_empty', messages.sequenceEmpty);
    if (new Set(command.sequence).size !== command.sequence.length) {
      throw invalidBadge('badge_sequence_duplicate', messages.sequenceDuplicate);
    }
    const seen = new Set(command.seen);
    if (command.sequence.some((id) => !seen.has(id))) throw invalidBadge('badge_sequence_unknown', messages.sequenceUnknown);
    if (command.sequence.join('\n') === state.sequence.join('\n')) return [];
    return [{ type: 'BadgesReordered', data: { siteId: command.siteId, sequence: [...command.sequence] } }];
  },
};
