import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/**
 * A challenge of a site's catalogue (spec 2 §3 Challenge: id, name, month 1-12, site_id). `siteId`
 * null: the default set (shared/site-defaults.ts); `parentId`: the default a site's copy replaces.
 */
export type ChallengeCreated = DomainEvent<
  'ChallengeCreated',
  {
    readonly challengeId: string;
    readonly siteId: string | null;
    readonly parentId: string | null;
    readonly name: string;
    readonly month: number;
  }
>;
export type ChallengeUpdated = DomainEvent<
  'ChallengeUpdated',
  { readonly challengeId: string; readonly siteId: string | null; readonly name: string; readonly month: number }
>;
/** Deleted (on a site's copy: "reset", the default shows again there). */
export type ChallengeDeleted = DomainEvent<'ChallengeDeleted', { readonly challengeId: string; readonly siteId: string | null }>;

export type ChallengeCatalogueEvent = ChallengeCreated | ChallengeUpdated | ChallengeDeleted;

export const challengeCatalogueEventTypes = [
  'ChallengeCreated',
  'ChallengeUpdated',
  'ChallengeDeleted',
] as const satisfies readonly ChallengeCatalogueEvent['type'][];

/** No personal data: administrators write the catalogue for the site (docs/personal-data.md). */
export const challengeCataloguePersonalData = {
  rules: {},
  withoutPersonalData: ['ChallengeCreated', 'ChallengeUpdated', 'ChallengeDeleted'],
} as const satisfies PersonalDataDeclaration<ChallengeCatalogueEvent>;
