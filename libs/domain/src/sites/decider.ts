import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { BadgeDefinition } from '../badges/events.js';
import { siteUrlsOf, type SiteEvent, type SiteProfile } from './events.js';
import { normaliseSiteUrl } from './urls.js';
import { checkedSiteProfile } from './rules.js';

export const siteStream = (siteId: string): string => `site-${siteId}`;

export const siteMessages = {
  /** If-Match named a revision the site has moved past (409). */
  changedElsewhere: 'This site was changed by someone else. Reload to see the changes.',
} as const;

export type SiteCommand =
  | { readonly type: 'CreateSite'; readonly site: SiteProfile; readonly pilotPasswordHash?: string | null }
  /**
   * The site editor's save: the whole profile. `pilotPasswordHash`: a new argon2id hash sets the
   * pilot password, null clears it, absent leaves it as it is.
   */
  | { readonly type: 'UpdateSite'; readonly site: SiteProfile; readonly pilotPasswordHash?: string | null }
  | { readonly type: 'DeleteSite'; readonly siteId: string; readonly deletedAt: string; readonly actorSiteId: string }
  | { readonly type: 'AddExerciseActivity'; readonly siteId: string; readonly exerciseActivityId: string; readonly name: string }
  | { readonly type: 'DefineBadge'; readonly badge: BadgeDefinition }
  | { readonly type: 'SetBadgeLockedImage'; readonly siteId: string; readonly badgeLockedImage: string | null };

export interface SiteState {
  readonly exists: boolean;
  /** The URL patterns of the last profile, normalised (their reservations are this site's). */
  readonly urls: readonly string[];
  readonly deleted: boolean;
  readonly hasPilotPassword: boolean;
  readonly activityNames: ReadonlySet<string>;
  readonly badgeIds: ReadonlySet<string>;
  readonly badgeLockedImage: string | null;
}

export const initialState = (): SiteState => ({
  exists: false,
  urls: [],
  deleted: false,
  hasPilotPassword: false,
  activityNames: new Set(),
  badgeIds: new Set(),
  badgeLockedImage: null,
});

export function evolve(state: SiteState, event: SiteEvent): SiteState {
  switch (event.type) {
    case 'SiteCreated':
    case 'SiteUpdated':
      return {
        ...state,
        exists: true,
        urls: siteUrlsOf(event.data).map(normaliseSiteUrl),
        badgeLockedImage: event.data.settings?.badgeLockedImage ?? null,
      };
    case 'SitePilotPasswordChanged':
      return { ...state, hasPilotPassword: event.data.passwordHash !== null };
    case 'SiteDeleted':
      return { ...state, deleted: true };
    case 'ExerciseActivityAdded':
      return { ...state, activityNames: new Set(state.activityNames).add(event.data.name.toLowerCase()) };
    case 'BadgeDefined':
      return { ...state, badgeIds: new Set(state.badgeIds).add(event.data.badgeId) };
    case 'BadgeLockedImageChanged':
      return { ...state, badgeLockedImage: event.data.badgeLockedImage };
    default:
      return assertNever(event);
  }
}

const siteNotFound = () => new DomainError('not_found', 'site_not_found', 'Site not found.');
const live = (state: SiteState) => state.exists && !state.deleted;

/** A new hash always changes the password; clearing changes it only when one is set. */
function pilotChange(siteId: string, passwordHash: string | null | undefined, state: SiteState): SiteEvent[] {
  if (passwordHash === undefined || (passwordHash === null && !state.hasPilotPassword)) return [];
  return [{ type: 'SitePilotPasswordChanged', data: { siteId, passwordHash } }];
}

export function decide(command: SiteCommand, state: SiteState): SiteEvent[] {
  switch (command.type) {
    case 'CreateSite':
      if (state.exists) throw new DomainError('conflict', 'site_exists', 'That site already exists.');
      return [
        { type: 'SiteCreated', data: checkedSiteProfile(command.site) },
        ...pilotChange(command.site.siteId, command.pilotPasswordHash, state),
      ];
    case 'UpdateSite':
      if (!live(state)) throw siteNotFound();
      return [
        { type: 'SiteUpdated', data: checkedSiteProfile(command.site) },
        ...pilotChange(command.site.siteId, command.pilotPasswordHash, state),
      ];
    case 'DeleteSite':
      if (!live(state)) throw siteNotFound();
      if (command.siteId === command.actorSiteId) {
        throw new DomainError('validation', 'site_delete_own', 'You cannot delete the site you are signed in to.');
      }
      return [{ type: 'SiteDeleted', data: { siteId: command.siteId, deletedAt: command.deletedAt } }];
    case 'AddExerciseActivity': {
      if (!live(state)) throw siteNotFound();
      const name = command.name.trim();
      if (name === '') throw new DomainError('validation', 'activity_name_required', 'An activity needs a name.');
      if (state.activityNames.has(name.toLowerCase())) {
        throw new DomainError('conflict', 'activity_exists', `The activity ${name} already exists.`);
      }
      return [{ type: 'ExerciseActivityAdded', data: { siteId: command.siteId, exerciseActivityId: command.exerciseActivityId, name } }];
    }
    case 'DefineBadge':
      if (!live(state)) throw siteNotFound();
      if (state.badgeIds.has(command.badge.badgeId)) throw new DomainError('conflict', 'badge_exists', 'That badge already exists.');
      if (!Number.isInteger(command.badge.goal) || command.badge.goal < 1) {
        throw new DomainError('validation', 'invalid_badge_goal', 'A badge goal must be a whole number of at least 1.');
      }
      return [{ type: 'BadgeDefined', data: command.badge }];
    case 'SetBadgeLockedImage': {
      if (!live(state)) throw siteNotFound();
      const image = command.badgeLockedImage?.trim() || null;
      if (image !== null && image.length > 2000) {
        throw new DomainError('validation', 'badge_locked_image_too_long', 'The locked image can be at most 2000 characters.');
      }
      if (image === state.badgeLockedImage) return [];
      return [{ type: 'BadgeLockedImageChanged', data: { siteId: command.siteId, badgeLockedImage: image } }];
    }
    default:
      return assertNever(command);
  }
}

export const siteDecider: Decider<SiteCommand, SiteEvent, SiteState> = { decide, evolve, initialState };
