import type { DomainEvent } from '../shared/decider.js';
import type { BadgeDefinition } from '../badges/events.js';
import type { SiteSettings } from './settings.js';

export interface SiteProfile {
  readonly siteId: string;
  readonly name: string;
  /** Host names that resolve to this site (e.g. 'acme.wellway.app', 'localhost'). */
  readonly hostnames: readonly string[];
  readonly years: readonly number[];
  readonly timeZone: string;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly friendLabel: string;
  readonly friendLabelPlural: string;
  readonly dailyStepGoal: number;
  /** Absent on sites created before settings existed: read them with completeSiteSettings(). */
  readonly settings?: SiteSettings;
}

export type SiteCreated = DomainEvent<'SiteCreated', SiteProfile>;
export type ExerciseActivityAdded = DomainEvent<'ExerciseActivityAdded', {
  readonly siteId: string;
  readonly exerciseActivityId: string;
  readonly name: string;
}>;
export type BadgeDefined = DomainEvent<'BadgeDefined', BadgeDefinition>;

export type SiteEvent = SiteCreated | ExerciseActivityAdded | BadgeDefined;
