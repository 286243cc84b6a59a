import pg from 'pg';
import { deterministicId, siteStream, sites, siteUrlReservations, siteUrlReservationStream, type Role } from '@wellway/domain';
import { handleCommand, SCHEMA_VERSION, type EventMetadata } from '@wellway/event-store';
import { openAppStore } from './personal-data.js';
import { registerSeedUsers } from './seed-users.js';

export const OTHER_SITE_ID = deterministicId('site', 'other');
export const otherUserId = (key: string): string => deterministicId('user', 'other', key);
export const otherEmail = (key: string): string => `${key}@other.wellway.test`;

/**
 * A second tenant beside the demo site, for isolation tests: 'Other Co' (host other.localhost)
 * with users of the given roles (demo password) and the given flags over the defaults.
 */
export async function seedOtherSite(
  databaseUrl: string,
  now: Date,
  roles: readonly Role[] = ['user', 'coordinator'],
  flags: Readonly<Record<string, boolean>> = {},
): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const store = await openAppStore(pool);
  const metadata: EventMetadata = {
    actorId: null,
    siteId: OTHER_SITE_ID,
    correlationId: 'other-seed',
    causationId: null,
    schemaVersion: SCHEMA_VERSION,
  };
  try {
    const year = now.getUTCFullYear();
    await handleCommand({
      store,
      stream: siteStream(OTHER_SITE_ID),
      decider: sites.siteDecider,
      metadata,
      command: {
        type: 'CreateSite',
        site: {
          siteId: OTHER_SITE_ID,
          name: 'Other Co',
          hostnames: ['other.localhost'],
          years: [year - 1, year],
          timeZone: 'UTC',
          flags: { is_logging_enabled: true, is_stats_enabled: true, is_badges_enabled: true, is_notifications_enabled: true, ...flags },
          friendLabel: 'Friend',
          friendLabelPlural: 'Friends',
          dailyStepGoal: 8_000,
        },
      },
    });
    await handleCommand({
      store,
      stream: siteUrlReservationStream('other.localhost'),
      decider: siteUrlReservations.siteUrlReservationDecider,
      metadata,
      command: { type: 'ReserveSiteUrl', url: 'other.localhost', siteId: OTHER_SITE_ID },
    });
    await registerSeedUsers(
      store,
      metadata,
      roles.map((role) => {
        const key = role === 'user' ? 'participant' : role;
        return {
          userId: otherUserId(key),
          siteId: OTHER_SITE_ID,
          email: otherEmail(key),
          role,
          firstName: 'Olive',
          lastName: `Other ${key}`,
          startedOn: `${year - 1}-01-01`,
          ssoIdentifier: `OTHER-${key.toUpperCase()}`,
        };
      }),
    );
  } finally {
    await store.close();
    await pool.end();
  }
}
