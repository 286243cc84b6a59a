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
