import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { IsoDate } from '../shared/dates.js';
import { deterministicId } from '../shared/ids.js';
import type { EligibilityDetails, EligibilityEvent } from './events.js';
import { ALREADY_REGISTERED, DATE_OF_BIRTH_REQUIRED, checkEligibilityDetails, checkIdentifier, eligibilityNotFound } from './rules.js';

/**
 * One stream per identifier per site: the stream is the reservation that keeps identifiers
 * unique (created with no_stream). Its id is the record's id, built from the keyed hash of the
 * identifier (`personalDigests(hash).eligibilityIdentifier`), never from the identifier itself:
 * an employee number must not be recoverable from a stream name (docs/personal-data.md).
 */
export const eligibilityIdFor = (siteId: string, identifierDigest: string): string =>
  deterministicId('eligibility', siteId, identifierDigest);
export const eligibilityStream = (eligibilityId: string): string => `eligibility-${eligibilityId}`;

export type EligibilityCommand =
  | {
      readonly type: 'CreateEligibilityRecord';
      readonly siteId: string;
      /** eligibilityIdFor(siteId, the identifier's keyed hash): the caller holds the hash key. */
      readonly eligibilityId: string;
      readonly identifier: string;
      readonly details: EligibilityDetails;
      readonly today: IsoDate;
    }
  | { readonly type: 'ChangeEligibilityRecord'; readonly siteId: string; readonly details: EligibilityDetails; readonly today: IsoDate }
  | { readonly type: 'DeleteEligibilityRecord'; readonly siteId: string }
  | {
      readonly type: 'ClaimEligibility';
      readonly identifier: string;
      readonly userId: string;
      /** What the person typed; required when the site asks for it (is_birth_date_eligibility_displayed). */
      readonly birthDate: IsoDate | null;
      readonly birthDateRequired: boolean;
    }
  | { readonly type: 'ResetEligibility'; readonly siteId: string }
  /** A registration that claimed the record failed afterwards: it gives the record back (only its own claim). */
  | { readonly type: 'ReleaseEligibilityClaim'; readonly userId: string };

export interface EligibilityState {
  readonly status: 'none' | 'active' | 'deleted';
  readonly eligibilityId: string | null;
  readonly siteId: string | null;
  readonly birthDate: IsoDate | null;
  readonly userId: string | null;
}

export const initialState = (): EligibilityState => ({ status: 'none', eligibilityId: null, siteId: null, birthDate: null, userId: null });

export function evolve(state: EligibilityState, event: EligibilityEvent): EligibilityState {
  switch (event.type) {
    case 'EligibilityRecordCreated':
      return {
        status: 'active',
        eligibilityId: event.data.eligibilityId,
        siteId: event.data.siteId,
        birthDate: event.data.birthDate,
        userId: null,
      };
    case 'EligibilityRecordChanged':
      return { ...state, birthDate: event.data.birthDate };
    case 'EligibilityRecordDeleted':
      return { ...state, status: 'deleted', userId: null };
    case 'EligibilityClaimed':
      return { ...state, userId: event.data.userId };
    case 'EligibilityReset':
      return { ...state, userId: null };
    default:
      return assertNever(event);
  }
}

const recordNotFound = () => new DomainError('not_found', 'eligibility_record_not_found', 'Eligibility could not be loaded.');

/** The record, if it exists and is of the site the command acts for (another site's record names nothing). */
function active(state: EligibilityState, siteId: string): { eligibilityId: string; siteId: string } {
  if (state.status !== 'active' || state.eligibilityId === null || state.siteId !== siteId) throw recordNotFound();
  return { eligibilityId: state.eligibilityId, siteId: state.siteId };
}

function claim(command: Extract<EligibilityCommand, { type: 'ClaimEligibility' }>, state: EligibilityState): EligibilityEvent[] {
  if (command.birthDateRequired && !command.birthDate) throw new DomainError('validation', 'birth_date_required', DATE_OF_BIRTH_REQUIRED);
  const notFound = () => eligibilityNotFound(command.identifier, command.birthDate);
  if (state.status !== 'active' || state.eligibilityId === null || state.siteId === null) throw notFound();
  // A record with a birth date only matches that date when the site asks for it.
  if (command.birthDateRequired && state.birthDate !== null && state.birthDate !== command.birthDate) throw notFound();
  if (state.userId === command.userId) return [];
  if (state.userId !== null) throw new DomainError('validation', 'already_registered', ALREADY_REGISTERED);
  return [{ type: 'EligibilityClaimed', data: { eligibilityId: state.eligibilityId, siteId: state.siteId, userId: command.userId } }];
}

export function decide(command: EligibilityCommand, state: EligibilityState): EligibilityEvent[] {
  switch (command.type) {
    case 'CreateEligibilityRecord': {
      const identifier = checkIdentifier(command.identifier);
      const details = checkEligibilityDetails(command.details, command.today);
      if (state.status === 'active')
        throw new DomainError('conflict', 'identifier_exists', `An eligibility record for ${identifier} already exists.`);
      const { eligibilityId } = command;
      return [{ type: 'EligibilityRecordCreated', data: { eligibilityId, siteId: command.siteId, identifier, ...details } }];
    }
    case 'ChangeEligibilityRecord': {
      const { eligibilityId, siteId } = active(state, command.siteId);
      return [
        { type: 'EligibilityRecordChanged', data: { eligibilityId, siteId, ...checkEligibilityDetails(command.details, command.today) } },
      ];
    }
    case 'DeleteEligibilityRecord': {
      const { eligibilityId, siteId } = active(state, command.siteId);
      return [{ type: 'EligibilityRecordDeleted', data: { eligibilityId, siteId } }];
    }
    case 'ClaimEligibility':
      return claim(command, state);
    case 'ResetEligibility': {
      const { eligibilityId, siteId } = active(state, command.siteId);
      return state.userId === null ? [] : [{ type: 'EligibilityReset', data: { eligibilityId, siteId } }];
    }
    case 'ReleaseEligibilityClaim':
      if (state.userId !== command.userId || state.eligibilityId === null || state.siteId === null) return [];
      return [{ type: 'EligibilityReset', data: { eligibilityId: state.eligibilityId, siteId: state.siteId } }];
    default:
      return assertNever(command);
  }
}

export const eligibilityDecider: Decider<EligibilityCommand, EligibilityEvent, EligibilityState> = { decide, evolve, initialState };
