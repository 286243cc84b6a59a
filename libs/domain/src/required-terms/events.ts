import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** An administrator made a privacy or terms page one that everyone must accept. */
export type TermRequired = DomainEvent<'TermRequired', { readonly siteId: string; readonly contentId: string }>;
export type TermNoLongerRequired = DomainEvent<'TermNoLongerRequired', { readonly siteId: string; readonly contentId: string }>;
/** A person accepted a required term (in their own acceptances stream). */
export type TermAccepted = DomainEvent<'TermAccepted', { readonly userId: string; readonly siteId: string; readonly contentId: string }>;

export type RequiredTermsEvent = TermRequired | TermNoLongerRequired;
export type TermAcceptanceEvent = TermAccepted;

/** No personal data (docs/personal-data.md): which pages are required, and who accepted which (ids). */
export const requiredTermsPersonalData = {
  rules: {},
  withoutPersonalData: ['TermRequired', 'TermNoLongerRequired', 'TermAccepted'],
} as const satisfies PersonalDataDeclaration<RequiredTermsEvent | TermAcceptanceEvent>;
