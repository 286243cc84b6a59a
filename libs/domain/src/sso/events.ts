import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Spec 3 §3 SSO detail: a site's single sign-on settings. `wskey` is the shared secret. */
export interface SsoDetail {
  readonly ssoDetailId: string;
  readonly siteId: string;
  readonly wskey: string;
  readonly locationId: string | null;
  readonly ssoLabel: string;
  readonly loginUrl: string;
  readonly redirect: string;
  readonly isSsoEnabled: boolean;
}

export type SsoDetailCreated = DomainEvent<'SsoDetailCreated', SsoDetail>;
export type SsoDetailUpdated = DomainEvent<'SsoDetailUpdated', SsoDetail>;
export type SsoDetailDeleted = DomainEvent<'SsoDetailDeleted', { readonly ssoDetailId: string; readonly siteId: string }>;

export type SsoDetailEvent = SsoDetailCreated | SsoDetailUpdated | SsoDetailDeleted;

/** No personal data (docs/personal-data.md): A site's sign-on settings (its shared secret is the site's, not a person's). */
export const ssoDetailPersonalData = {
  rules: {},
  withoutPersonalData: ['SsoDetailCreated', 'SsoDetailUpdated', 'SsoDetailDeleted'],
} as const satisfies PersonalDataDeclaration<SsoDetailEvent>;
