import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import type { BadgeDefinition } from '../badges/events.js';
import type { SiteSettings } from './settings.js';

export interface SiteProfile {
  readonly siteId: string;
  readonly name: string;
  /**
   * URL patterns that resolve to this site (spec 3 §3 `urls`): host names such as
   * 'acme.wellway.app', with `*` for any run of characters ('*.acme.example.com'). The last one
   * has no `*`: it is the site's own address.
   */
  readonly urls?: readonly string[];
  /** Before `urls` existed sites listed exact host names; read both with siteUrlsOf(). */
  readonly hostnames?: readonly string[];
  readonly years: readonly number[];
  readonly timeZone: string;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly friendLabel: string;
  readonly friendLabelPlural: string;
  readonly dailyStepGoal: number;
  /** Absent on sites created before settings existed: read them with completeSiteSettings(). */
  readonly settings?: SiteSettings;
}

/** A site's URL patterns, whichever shape its event was recorded in. */
export const siteUrlsOf = (profile: Pick<SiteProfile, 'urls' | 'hostnames'>): readonly string[] => profile.urls ?? profile.hostnames ?? [];

export type SiteCreated = DomainEvent<'SiteCreated', SiteProfile>;
/** The whole profile as saved by the site editor (every field and flag, settings complete). */
export type SiteUpdated = DomainEvent<'SiteUpdated', SiteProfile>;
/** Set (an argon2id hash; the password never enters the log) or cleared (null). */
export type SitePilotPasswordChanged = DomainEvent<
  'SitePilotPasswordChanged',
  {
    readonly siteId: string;
    readonly passwordHash: string | null;
  }
>;
/** Soft delete: the site's history stays; it no longer resolves, lists or accepts changes. */
export type SiteDeleted = DomainEvent<'SiteDeleted', { readonly siteId: string; readonly deletedAt: string }>;
export type ExerciseActivityAdded = DomainEvent<
  'ExerciseActivityAdded',
  {
    readonly siteId: string;
    readonly exerciseActivityId: string;
    readonly name: string;
  }
>;
/** Before default badges (issue 14): a site's own badge. Still read from old logs; new badges are `BadgeCreated`. */
export type BadgeDefined = DomainEvent<'BadgeDefined', BadgeDefinition>;
/** The image locked badges show on this site (spec 3 §3 badge_locked_image; null: the app's own). */
export type BadgeLockedImageChanged = DomainEvent<
  'BadgeLockedImageChanged',
  { readonly siteId: string; readonly badgeLockedImage: string | null }
>;

export type SiteEvent =
  SiteCreated | SiteUpdated | SitePilotPasswordChanged | SiteDeleted | ExerciseActivityAdded | BadgeDefined | BadgeLockedImageChanged;

/** Events of a URL reservation stream (one per normalised URL pattern): which site holds it. */
export type SiteUrlReserved = DomainEvent<'SiteUrlReserved', { readonly url: string; readonly siteId: string }>;
export type SiteUrlReleased = DomainEvent<'SiteUrlReleased', { readonly url: string; readonly siteId: string }>;
export type SiteUrlReservationEvent = SiteUrlReserved | SiteUrlReleased;

/** No personal data (docs/personal-data.md): a site's profile, settings, activities, badges and URLs. */
export const sitePersonalData = {
  rules: {},
  withoutPersonalData: [
    'SiteCreated',
    'SiteUpdated',
    'SitePilotPasswordChanged',
    'SiteDeleted',
    'ExerciseActivityAdded',
    'BadgeDefined',
    'BadgeLockedImageChanged',
    'SiteUrlReserved',
    'SiteUrlReleased',
  ],
} as const satisfies PersonalDataDeclaration<SiteEvent | SiteUrlReservationEvent>;
