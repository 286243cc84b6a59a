import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import type { ItemScope } from '../shared/site-defaults.js';
import type { BadgeCategory } from '../badges/events.js';

/** What an administrator edits on a badge (spec 3 §3 Badge, §4 Badge editing). */
export interface BadgeFields {
  readonly name: string;
  readonly category: BadgeCategory;
  /** Days logged, times, steps plus minutes, a count; for campaign categories: the program's app id. */
  readonly goal: number;
  /** campaign_entries: the number of entries. */
  readonly goal2: number | null;
  /** Campaign categories: the program whose opt-in, entries or evaluation earn the badge. */
  readonly programId: string | null;
  /** An image path or URL, or the name of an icon shipped with the app. */
  readonly icon: string;
}

/** Where a badge sits: its site (null: the default set) and the default it copies. */
export interface BadgePlace {
  readonly badgeId: string;
  readonly siteId: ItemScope;
  readonly parentId: string | null;
}

/** A badge made: a new one, or a site's copy of a default (parentId) made by saving it there. */
export type BadgeCreated = DomainEvent<'BadgeCreated', BadgePlace & BadgeFields & { readonly sequence: number }>;
/** A badge saved in place (the whole definition). */
export type BadgeChanged = DomainEvent<'BadgeChanged', BadgePlace & BadgeFields>;
/** 'Delete Badge': gone (a default on the default site, or a site's own badge with no default behind it). */
export type BadgeDeleted = DomainEvent<'BadgeDeleted', BadgePlace>;
/** 'Reset Badge': a site's copy removed, so its site shows the default again. */
export type BadgeReset = DomainEvent<'BadgeReset', BadgePlace & { readonly siteId: string; readonly parentId: string }>;
/** The order a site (null: the default set) shows its badges in: every badge it sees, listed by id. */
export type BadgesReordered = DomainEvent<'BadgesReordered', { readonly siteId: ItemScope; readonly sequence: readonly string[] }>;

export type BadgeDefinitionEvent = BadgeCreated | BadgeChanged | BadgeDeleted | BadgeReset;
export type BadgeOrderEvent = BadgesReordered;

export const badgeDefinitionEventTypes = ['BadgeCreated', 'BadgeChanged', 'BadgeDeleted', 'BadgeReset', 'BadgesReordered'] as const;

/** No personal data (docs/personal-data.md): badge definitions are written by administrators for the site. */
export const badgeDefinitionPersonalData = {
  rules: {},
  withoutPersonalData: ['BadgeCreated', 'BadgeChanged', 'BadgeDeleted', 'BadgeReset', 'BadgesReordered'],
} as const satisfies PersonalDataDeclaration<BadgeDefinitionEvent | BadgeOrderEvent>;
