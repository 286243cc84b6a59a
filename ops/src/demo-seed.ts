import { hash } from '@node-rs/argon2';
import {
  DomainError, deterministicId, siteStream, sites, userStream, users,
  type BadgeDefinition, type Decider, type DomainEvent, type Role, type SiteProfile,
} from '@wellway/domain';
import { handleCommand, type EventMetadata, type EventStore } from '@wellway/event-store';

export const DEMO_PASSWORD = 'Wellway-demo-1!';
export const DEMO_SITE_ID = deterministicId('site', 'demo');
export const demoUserId = (key: string): string => deterministicId('user', 'demo', key);

const DEMO_USERS: readonly { key: string; role: Role; firstName: string; lastName: string }[] = [
  { key: 'participant', role: 'user', firstName: 'Pat', lastName: 'Rivera' },
  { key: 'coordinator', role: 'coordinator', firstName: 'Casey', lastName: 'Morgan' },
  { key: 'master', role: 'master', firstName: 'Morgan', lastName: 'Lee' },
];
const ACTIVITIES = ['Walking', 'Running', 'Cycling', 'Swimming', 'Yoga', 'Strength training', 'Dancing', 'Hiking'];
const DAYS_LOGGED_BADGES: readonly [string, number][] = [
  ['First Day', 1], ['High Five', 5], ['Perfect Ten', 10], ['Quarter Century', 25], ['Half Century', 50], ['Century Club', 100],
];

export const demoEmail = (key: string): string => `${key}@demo.wellway.test`;

function demoSite(now: Date): SiteProfile {
  const year = now.getUTCFullYear();
  return {
    siteId: DEMO_SITE_ID,
    name: 'Wellway Demo',
    hostnames: ['localhost', '127.0.0.1'],
    years: [year - 1, year],
    timeZone: 'America/New_York',
    flags: {
      is_logging_enabled: true, is_stats_enabled: true, is_badges_enabled: true, is_notifications_enabled: true,
      is_wall_enabled: false, is_peers_enabled: false, is_challenges_enabled: false, is_goal_enabled: false,
      is_timeout_enabled: false, default_logged_in_checked: true,
    },
    friendLabel: 'Friend',
    friendLabelPlural: 'Friends',
    dailyStepGoal: 10_000,
  };
}

function badge(name: string, goal: number, sequence: number): BadgeDefinition {
  return {
    badgeId: deterministicId('badge', 'demo', 'days_logged', String(goal)),
    siteId: DEMO_SITE_ID, name, category: 'days_logged', goal, goal2: null, icon: `days_logged-${goal}`, sequence,
  };
}

/** Runs a seed command; "already there" means a previous seed did it. */
async function once<C, E extends DomainEvent, S>(store: EventStore, stream: string, decider: Decider<C, E, S>, command: C, metadata: EventMetadata) {
  try {
    await handleCommand({ store, stream, decider, command, metadata });
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
  }
}

/** The demo site, its activities and badges, and the three demo accounts. Idempotent. */
export async function seedDemo(store: EventStore, now = new Date()): Promise<void> {
  const metadata: EventMetadata = { actorId: null, siteId: DEMO_SITE_ID, correlationId: 'demo-seed', causationId: null, schemaVersion: 1 };
  const stream = siteStream(DEMO_SITE_ID);
  await once(store, stream, sites.siteDecider, { type: 'CreateSite', site: demoSite(now) }, metadata);
  for (const name of ACTIVITIES) {
    const exerciseActivityId = deterministicId('exercise-activity', 'demo', name);
    await once(store, stream, sites.siteDecider, { type: 'AddExerciseActivity', siteId: DEMO_SITE_ID, exerciseActivityId, name }, metadata);
  }
  for (const [index, [name, goal]] of DAYS_LOGGED_BADGES.entries()) {
    await once(store, stream, sites.siteDecider, { type: 'DefineBadge', badge: badge(name, goal, index + 1) }, metadata);
  }
  const passwordHash = await hash(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    const userId = demoUserId(user.key);
    const startedOn = `${now.getUTCFullYear() - 1}-01-01`;
    const command = {
      type: 'RegisterUser' as const,
      user: { userId, siteId: DEMO_SITE_ID, email: demoEmail(user.key), role: user.role, firstName: user.firstName, lastName: user.lastName, startedOn, passwordHash, ssoIdentifier: `DEMO-${user.key.toUpperCase()}` },
    };
    await once(store, userStream(userId), users.userDecider, command, metadata);
  }
}
