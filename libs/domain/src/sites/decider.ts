import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { BadgeDefinition } from '../badges/events.js';
import type { SiteEvent, SiteProfile } from './events.js';
import { completeSiteSettings } from './settings.js';

export const siteStream = (siteId: string): string => `site-${siteId}`;

export type SiteCommand =
  | { readonly type: 'CreateSite'; readonly site: SiteProfile }
  | { readonly type: 'AddExerciseActivity'; readonly siteId: string; readonly exerciseActivityId: string; readonly name: string }
  | { readonly type: 'DefineBadge'; readonly badge: BadgeDefinition };

export interface SiteState {
  readonly exists: boolean;
  readonly activityNames: ReadonlySet<string>;
  readonly badgeIds: ReadonlySet<string>;
}

export const initialState = (): SiteState => ({ exists: false, activityNames: new Set(), badgeIds: new Set() });

export function evolve(state: SiteState, event: SiteEvent): SiteState {
  switch (event.type) {
    case 'SiteCreated':
      return { ...state, exists: true };
    case 'ExerciseActivityAdded':
      return { ...state, activityNames: new Set(state.activityNames).add(event.data.name.toLowerCase()) };
    case 'BadgeDefined':
      return { ...state, badgeIds: new Set(state.badgeIds).add(event.data.badgeId) };
    default:
      return assertNever(event);
  }
}

const siteNotFound = () => new DomainError('not_found', 'site_not_found', 'Site not found.');

export function decide(command: SiteCommand, state: SiteState): SiteEvent[] {
  switch (command.type) {
    case 'CreateSite':
      if (state.exists) throw new DomainError('conflict', 'site_exists', 'That site already exists.');
      if (command.site.years.length === 0) throw new DomainError('validation', 'site_years_required', 'A site needs at least one year.');
      return [{ type: 'SiteCreated', data: { ...command.site, settings: completeSiteSettings(command.site.settings) } }];
    case 'AddExerciseActivity': {
      if (!state.exists) throw siteNotFound();
      const name = command.name.trim();
      if (name === '') throw new DomainError('validation', 'activity_name_required', 'An activity needs a name.');
      if (state.activityNames.has(name.toLowerCase())) {
        throw new DomainError('conflict', 'activity_exists', `The activity ${name} already exists.`);
      }
      return [{ type: 'ExerciseActivityAdded', data: { siteId: command.siteId, exerciseActivityId: command.exerciseActivityId, name } }];
    }
    case 'DefineBadge':
      if (!state.exists) throw siteNotFound();
      if (state.badgeIds.has(command.badge.badgeId)) throw new DomainError('conflict', 'badge_exists', 'That badge already exists.');
      if (!Number.isInteger(command.badge.goal) || command.badge.goal < 1) {
        throw new DomainError('validation', 'invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
      }
      return [{ type: 'BadgeDefined', data: command.badge }];
    default:
      return assertNever(command);
  }
}

export const siteDecider: Decider<SiteCommand, SiteEvent, SiteState> = { decide, evolve, initialState };
