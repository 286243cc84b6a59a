import type { DomainEvent } from '../shared/decider.js';
import type { IsoDate } from '../shared/dates.js';

/** What an eligibility record says about a person the site's sponsor expects (spec 3 §3 Eligibility). */
export interface EligibilityDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** The spec's string_1: the person's location as the sponsor's file names it. */
  readonly location: string;
  readonly birthDate: IsoDate | null;
}

export type EligibilityRecordCreated = DomainEvent<
  'EligibilityRecordCreated',
  EligibilityDetails & {
    readonly eligibilityId: string;
    readonly siteId: string;
    readonly identifier: string;
  }
>;
export type EligibilityRecordChanged = DomainEvent<
  'EligibilityRecordChanged',
  EligibilityDetails & {
    readonly eligibilityId: string;
    readonly siteId: string;
  }
>;
export type EligibilityRecordDeleted = DomainEvent<'EligibilityRecordDeleted', { readonly eligibilityId: string; readonly siteId: string }>;
/** A person registered with this record: it now names their account (user_id). */
export type EligibilityClaimed = DomainEvent<
  'EligibilityClaimed',
  { readonly eligibilityId: string; readonly siteId: string; readonly userId: string }
>;
/** An administrator freed the record for another registration (spec: "Reset clears user_id"). */
export type EligibilityReset = DomainEvent<'EligibilityReset', { readonly eligibilityId: string; readonly siteId: string }>;

export type EligibilityEvent =
  EligibilityRecordCreated | EligibilityRecordChanged | EligibilityRecordDeleted | EligibilityClaimed | EligibilityReset;
