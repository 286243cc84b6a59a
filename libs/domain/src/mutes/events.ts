import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/** Who muted whom (issue 15 Moderation): the muted person's posts and messages no longer reach the muter. */
export interface MutePair {
  readonly siteId: string;
  readonly muterId: string;
  readonly mutedId: string;
}

/** The muter muted the muted person (who is never told). */
export type UserMuted = DomainEvent<'UserMuted', MutePair & { readonly mutedAt: string }>;

/** The muter unmuted the muted person. */
export type UserUnmuted = DomainEvent<'UserUnmuted', MutePair & { readonly unmutedAt: string }>;

export type MuteEvent = UserMuted | UserUnmuted;

export const muteEventTypes = ['UserMuted', 'UserUnmuted'] as const satisfies readonly MuteEvent['type'][];

/**
 * Ids and dates only: nothing to seal. A mute is the muter's personal data (their export lists
 * whom they muted, never who muted them); an erased person's mutes, by and of them, leave the read model.
 */
export const mutePersonalData = {
  rules: {},
  withoutPersonalData: ['UserMuted', 'UserUnmuted'],
} as const satisfies PersonalDataDeclaration<MuteEvent>;
