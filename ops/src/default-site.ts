import {
  DEFAULT_SITE_ID,
  DomainError,
  defaultSiteSettings,
  siteStream,
  sites,
  siteUrlReservations,
  siteUrlReservationStream,
  type SiteProfile,
} from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';

/**
 * The default site (spec 3 §1, §4; the original's "site id 5"): where masters edit the default
 * badges, challenges, goals and evaluations every site inherits. Every installation has it; no
 * participant registers there. Its address is a reserved `.invalid` host, so no visitor reaches it.
 */
export function defaultSite(now: Date): SiteProfile {
  return {
    siteId: DEFAULT_SITE_ID,
    name: 'Default site',
    urls: ['default-site.wellway.invalid'],
    years: [now.getUTCFullYear()],
    timeZone: 'UTC',
    flags: {
      is_badges_enabled: true,
      is_challenges_enabled: true,
      is_goal_enabled: true,
      is_peers_enabled: true,
      is_wall_enabled: true,
      is_recipes_enabled: true,
    },
    friendLabel: 'Friend',
    friendLabelPlural: 'Friends',
    dailyStepGoal: 10_000,
    settings: { ...defaultSiteSettings(), fromName: 'Wellway' },
  };
}

const alreadyThere = (error: unknown) => error instanceof DomainError && error.kind === 'conflict';

/** Creates the default site and reserves its address, unless a previous start did. Idempotent. */
export async function ensureDefaultSite(store: EventStore, now = new Date()): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'default-site' });
  const site = defaultSite(now);
  for (const url of site.urls ?? []) {
    const command = { type: 'ReserveSiteUrl' as const, url, siteId: DEFAULT_SITE_ID };
    await handleCommand({
      store,
      stream: siteUrlReservationStream(url),
      decider: siteUrlReservations.siteUrlReservationDecider,
      command,
      metadata,
    }).catch((error: unknown) => {
      if (!alreadyThere(error)) throw error;
    });
  }
  await handleCommand({
    store,
    stream: siteStream(DEFAULT_SITE_ID),
    decider: sites.siteDecider,
    command: { type: 'CreateSite', site },
    metadata,
  }).catch((error: unknown) => {
    if (!alreadyThere(error)) throw error;
  });
}
