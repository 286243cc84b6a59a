import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { ChallengeCatalogueCommand, DeleteChallenge, SaveChallenge } from './commands.js';
import { challengeCatalogueMessages as m, challengeNotFound, MAX_CHALLENGE_NAME_LENGTH } from './errors.js';
import type { ChallengeCatalogueEvent } from './events.js';

/** One stream per catalogue item: a site's copy has its own (deterministic) id, so its own stream. */
export const challengeStream = (challengeId: string): string => `challenge-${challengeId}`;

export interface ChallengeState {
  readonly exists: boolean;
  readonly siteId: string | null;
  readonly parentId: string | null;
  readonly name: string;
  readonly month: number;
}

export const initialState = (): ChallengeState => ({ exists: false, siteId: null, parentId: null, name: '', month: 1 });

export function evolve(state: ChallengeState, event: ChallengeCatalogueEvent): ChallengeState {
  switch (event.type) {
    case 'ChallengeCreated': {
      const { siteId, parentId, name, month } = event.data;
      return { exists: true, siteId, parentId, name, month };
    }
    case 'ChallengeUpdated':
      return { ...state, name: event.data.name, month: event.data.month };
    case 'ChallengeDeleted':
      return { ...state, exists: false };
    default:
      return assertNever(event);
  }
}

/** Spec 3 §3 Challenge: a name, and a month from 1 to 12. */
export function checkChallenge(name: string, month: number): { name: string; month: number } {
  const trimmed = name.trim();
  if (trimmed === '') throw new DomainError('validation', 'challenge_name_required', m.nameRequired);
  if (trimmed.length > MAX_CHALLENGE_NAME_LENGTH) throw new DomainError('validation', 'challenge_name_too_long', m.nameTooLong);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new DomainError('validation', 'challenge_month_invalid', m.monthInvalid);
  return { name: trimmed, month };
}

function save(command: SaveChallenge, state: ChallengeState): ChallengeCatalogueEvent[] {
  const { name, month } = checkChallenge(command.name, command.month);
  const { challengeId, siteId, parentId } = command;
  if (!state.exists) {
    if (!command.create) throw challengeNotFound();
    return [{ type: 'ChallengeCreated', data: { challengeId, siteId, parentId, name, month } }];
  }
  if (state.name === name && state.month === month) return [];
  return [{ type: 'ChallengeUpdated', data: { challengeId, siteId: state.siteId, name, month } }];
}

function remove(command: DeleteChallenge, state: ChallengeState): ChallengeCatalogueEvent[] {
  if (!state.exists) throw challengeNotFound();
  return [{ type: 'ChallengeDeleted', data: { challengeId: command.challengeId, siteId: state.siteId } }];
}

export function decide(command: ChallengeCatalogueCommand, state: ChallengeState): ChallengeCatalogueEvent[] {
  switch (command.type) {
    case 'SaveChallenge':
      return save(command, state);
    case 'DeleteChallenge':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const challengeDecider: Decider<ChallengeCatalogueCommand, ChallengeCatalogueEvent, ChallengeState> = {
  decide,
  evolve,
  initialState,
};
