import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { SiteUrlReservationEvent } from './events.js';
import { normaliseSiteUrl } from './urls.js';

/**
 * Two sites may never claim the same URL pattern. One reservation stream per normalised pattern
 * (case ignored, scheme, port and path dropped, as the site rules record it): the first
 * reservation appends with expectedRevision 'no_stream', so two sites racing for a URL cannot
 * both win; a released URL can be reserved again at the stream's revision.
 */
export const siteUrlReservationStream = (url: string): string => `site_url-${deterministicId('site-url', normaliseSiteUrl(url))}`;

export const urlTakenMessage = (url: string): string => `URL ${normaliseSiteUrl(url)} is already used by another site.`;

/**
 * The reservations a site change needs: every URL the site now lists is claimed (one it holds
 * already changes nothing; a site saved before reservations existed takes its URLs on its next
 * save), and the ones it no longer lists are released.
 */
export function siteUrlChanges(
  before: readonly string[],
  after: readonly string[],
): { readonly claimed: string[]; readonly dropped: string[] } {
  const claimed = [...new Set(after.map(normaliseSiteUrl).filter((url) => url !== ''))];
  const dropped = [...new Set(before.map(normaliseSiteUrl))].filter((url) => url !== '' && !claimed.includes(url));
  return { claimed, dropped };
}

export type SiteUrlReservationCommand =
  | { readonly type: 'ReserveSiteUrl'; readonly url: string; readonly siteId: string }
  | { readonly type: 'ReleaseSiteUrl'; readonly url: string; readonly siteId: string };

export interface SiteUrlReservationState {
  readonly holder: string | null;
}

export const initialState = (): SiteUrlReservationState => ({ holder: null });

export function evolve(_state: SiteUrlReservationState, event: SiteUrlReservationEvent): SiteUrlReservationState {
  switch (event.type) {
    case 'SiteUrlReserved':
      return { holder: event.data.siteId };
    case 'SiteUrlReleased':
      return { holder: null };
    default:
      return assertNever(event);
  }
}

export function decide(command: SiteUrlReservationCommand, state: SiteUrlReservationState): SiteUrlReservationEvent[] {
  const url = normaliseSiteUrl(command.url);
  const { siteId } = command;
  switch (command.type) {
    case 'ReserveSiteUrl':
      if (state.holder === siteId) return [];
      if (state.holder !== null) throw new DomainError('validation', 'site_url_taken', urlTakenMessage(url));
      return [{ type: 'SiteUrlReserved', data: { url, siteId } }];
    case 'ReleaseSiteUrl':
      // Only the holder releases; anything else (never reserved, another site's) changes nothing.
      return state.holder === siteId ? [{ type: 'SiteUrlReleased', data: { url, siteId } }] : [];
    default:
      return assertNever(command);
  }
}

export const siteUrlReservationDecider: Decider<SiteUrlReservationCommand, SiteUrlReservationEvent, SiteUrlReservationState> = {
  decide,
  evolve,
  initialState,
};
