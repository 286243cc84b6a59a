import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { policyCategories, type ContentCategory } from '../content/events.js';
import type { RequiredTermsEvent, TermAcceptanceEvent } from './events.js';

/** One stream per site holds which of its content must be accepted. */
export const requiredTermsStream = (siteId: string): string => `required_terms-${siteId}`;
/** One stream per person holds what they accepted. */
export const termAcceptancesStream = (userId: string): string => `term_acceptances-${userId}`;

/** The content a command names, as the caller found it (null: no such content). */
export interface ContentFacts {
  readonly siteId: string;
  readonly category: ContentCategory;
}

export type RequiredTermsCommand =
  | { readonly type: 'RequireTerm'; readonly siteId: string; readonly contentId: string; readonly content: ContentFacts | null }
  | { readonly type: 'StopRequiringTerm'; readonly siteId: string; readonly contentId: string };

export interface RequiredTermsState {
  readonly required: ReadonlySet<string>;
}

export const initialState = (): RequiredTermsState => ({ required: new Set() });

export function evolve(state: RequiredTermsState, event: RequiredTermsEvent): RequiredTermsState {
  const required = new Set(state.required);
  switch (event.type) {
    case 'TermRequired':
      required.add(event.data.contentId);
      return { required };
    case 'TermNoLongerRequired':
      required.delete(event.data.contentId);
      return { required };
    default:
      return assertNever(event);
  }
}

export function decide(command: RequiredTermsCommand, state: RequiredTermsState): RequiredTermsEvent[] {
  const { siteId, contentId } = command;
  switch (command.type) {
    case 'RequireTerm':
      // Spec 3 §5: only saved content of the current site can be required.
      if (command.content === null || command.content.siteId !== siteId) {
        throw new DomainError('not_found', 'content_not_found', 'Custom Content could not be found');
      }
      if (!policyCategories.includes(command.content.category)) {
        throw new DomainError('validation', 'not_a_policy', 'Only privacy and terms content can be required.');
      }
      return state.required.has(contentId) ? [] : [{ type: 'TermRequired', data: { siteId, contentId } }];
    case 'StopRequiringTerm':
      return state.required.has(contentId) ? [{ type: 'TermNoLongerRequired', data: { siteId, contentId } }] : [];
    default:
      return assertNever(command);
  }
}

export const requiredTermsDecider: Decider<RequiredTermsCommand, RequiredTermsEvent, RequiredTermsState> = { decide, evolve, initialState };

export type TermAcceptanceCommand = {
  readonly type: 'AcceptTerm';
  readonly userId: string;
  readonly siteId: string;
  readonly contentId: string;
  /** Whether the person's site requires this content now (looked up by the caller). */
  readonly isRequired: boolean;
};

export interface TermAcceptanceState {
  readonly accepted: ReadonlySet<string>;
}

export const initialAcceptances = (): TermAcceptanceState => ({ accepted: new Set() });

export const termAcceptanceDecider: Decider<TermAcceptanceCommand, TermAcceptanceEvent, TermAcceptanceState> = {
  initialState: initialAcceptances,
  evolve: (state, event) => ({ accepted: new Set(state.accepted).add(event.data.contentId) }),
  decide(command, state) {
    if (state.accepted.has(command.contentId)) return [];
    if (!command.isRequired) throw new DomainError('validation', 'not_required', 'That page is not one you need to accept.');
    return [{ type: 'TermAccepted', data: { userId: command.userId, siteId: command.siteId, contentId: command.contentId } }];
  },
};
