import { hash } from '@node-rs/argon2';
import {
  badgeDefinitionStream,
  badgeDefinitions,
  type BadgeCategory,
  defaultSiteSettings,
  DomainError,
  deterministicId,
  eligibility,
  eligibilityIdFor,
  eligibilityStream,
  entries,
  entryIdFor,
  entryStream,
  emailReservations,
  locations,
  locationsStream,
  programs,
  programStream,
  siteStream,
  sites,
  siteUrlReservations,
  siteUrlReservationStream,
  userEmailReservationStream,
  userStream,
  users,
  type BadgeDefinition,
  type Decider,
  type DomainEvent,
  type ProgramDetails,
  type PersonalDigests,
  type Role,
  type SiteProfile,
} from '@wellway/domain';
import {
  challengeCatalogue,
  challengeSlots,
  challengeSlotsStream,
  challengeStream,
  DEFAULT_SITE_ID,
  friends,
  friendshipStream,
  siteGoals,
  siteGoalStream,
  userChallenges,
  userChallengeStream,
  userGoals,
  userGoalsStream,
} from '@wellway/domain';
import { actorById, handleCommand, metadataFor, type EventMetadata, type EventStore } from '@wellway/event-store';

export const DEMO_PASSWORD = 'Wellway-demo-1!';
export const DEMO_SITE_ID = deterministicId('site', 'demo');
/** A second tenant, so tenancy is visible: http://acme.localhost:8080 (any *.acme.localhost too). */
export const ACME_SITE_ID = deterministicId('site', 'acme');
export const demoUserId = (key: string): string => deterministicId('user', 'demo', key);

/** A demo office: top-level location, then the office under it (DEMO_LOCATIONS). */
export type DemoOffice = readonly [string, string];

export interface DemoUser {
  readonly key: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  /** Where they work; none for Pat (the e2e specs have Pat choose one) and the staff. */
  readonly office?: DemoOffice;
}

const DEMO_USERS: readonly DemoUser[] = [
  { key: 'participant', role: 'user', firstName: 'Pat', lastName: 'Rivera' },
  { key: 'coordinator', role: 'coordinator', firstName: 'Casey', lastName: 'Morgan' },
  { key: 'master', role: 'master', firstName: 'Morgan', lastName: 'Lee' },
  // Pat's colleagues: friends, a challenge and goals to show (the e2e specs' three keep a clean slate).
  { key: 'jamie', role: 'user', firstName: 'Jamie', lastName: 'Chen', office: ['Headquarters', 'Finance'] },
  { key: 'sam', role: 'user', firstName: 'Sam', lastName: 'Patel', office: ['Field Offices', 'North Depot'] },
];

/**
 * More colleagues, who logged through three weeks of the program (DEMO_COLLEAGUE_DAYS), so the
 * demo program's end-of-program report has people to count: with Jamie and Sam, five under each
 * top-level location, the privacy floor (5) there and ten in all; fewer in any one office. Eight,
 * logging every third day, not more: each day logged is an event every seeded spec appends (the
 * seed took 1.2–1.8 s with 102 events, 2.3–3.7 s with these 177, 4–5 s with ten logging more: 239).
 */
export const DEMO_COLLEAGUES: readonly DemoUser[] = [
  { key: 'avery', role: 'user', firstName: 'Avery', lastName: 'Quinn', office: ['Headquarters', 'Finance'] },
  { key: 'noor', role: 'user', firstName: 'Noor', lastName: 'Hussain', office: ['Headquarters', 'Finance'] },
  { key: 'remy', role: 'user', firstName: 'Remy', lastName: 'Tan', office: ['Headquarters', 'People & Culture'] },
  { key: 'ines', role: 'user', firstName: 'Ines', lastName: 'Ortiz', office: ['Headquarters', 'People & Culture'] },
  { key: 'lena', role: 'user', firstName: 'Lena', lastName: 'Fischer', office: ['Field Offices', 'North Depot'] },
  { key: 'maya', role: 'user', firstName: 'Maya', lastName: 'Singh', office: ['Field Offices', 'South Depot'] },
  { key: 'ezra', role: 'user', firstName: 'Ezra', lastName: 'Wolfe', office: ['Field Offices', 'South Depot'] },
  { key: 'iris', role: 'user', firstName: 'Iris', lastName: 'Nakamura', office: ['Field Offices', 'South Depot'] },
];

/** Every demo account of the demo site, with its office if it has one (what specs count). */
export const DEMO_PEOPLE: readonly DemoUser[] = [...DEMO_USERS, ...DEMO_COLLEAGUES];

/**
 * The days before today the colleagues logged, every third one (2 or 3 a calendar week, so
 * everyone takes part each week and some are active): from four weeks back to a week back, so
 * the current calendar week holds only Jamie's and Sam's days (fewer than the floor, any weekday).
 */
export const DEMO_COLLEAGUE_DAYS = { from: 29, to: 8, every: 3 } as const;
const ACTIVITIES = ['Walking', 'Running', 'Cycling', 'Swimming', 'Yoga', 'Strength training', 'Dancing', 'Hiking'];
const DAYS_LOGGED_BADGES: readonly [string, number][] = [
  ['First Day', 1],
  ['High Five', 5],
  ['Perfect Ten', 10],
  ['Quarter Century', 25],
  ['Half Century', 50],
  ['Century Club', 100],
];

/** Two levels of demo locations: top level → its children. */
const DEMO_LOCATIONS: readonly [string, readonly string[]][] = [
  ['Headquarters', ['Finance', 'People & Culture']],
  ['Field Offices', ['North Depot', 'South Depot']],
];
export const demoLocationId = (...path: readonly string[]): string => deterministicId('location', 'demo', ...path);
export const DEMO_PROGRAM_ID = deterministicId('program', 'demo', 'winter-wellness');

export const demoEmail = (key: string): string => `${key}@demo.wellway.test`;
export const acmeEmail = (key: string): string => `${key}@acme.wellway.test`;

function demoSite(now: Date): SiteProfile {
  const year = now.getUTCFullYear();
  return {
    siteId: DEMO_SITE_ID,
    name: 'Wellway Demo',
    urls: ['127.0.0.1', 'localhost'],
    years: [year - 1, year],
    timeZone: 'America/New_York',
    flags: {
      is_logging_enabled: true,
      is_stats_enabled: true,
      is_badges_enabled: true,
      is_notifications_enabled: true,
      is_wall_enabled: false,
      is_peers_enabled: true,
      is_challenges_enabled: true,
      is_goal_enabled: true,
      is_timeout_enabled: false,
      default_logged_in_checked: true,
      is_address_displayed: true,
      is_sms_enabled: true,
      is_messages_enabled: true,
    },
    friendLabel: 'Friend',
    friendLabelPlural: 'Friends',
    dailyStepGoal: 10_000,
    settings: {
      ...defaultSiteSettings(),
      coordinators: [demoEmail('coordinator')],
      fromName: 'Wellway Demo',
      fromAddress: 'no-reply@demo.wellway.test',
      locationLabels: ['Region', 'Office'],
    },
  };
}

function acmeSite(now: Date): SiteProfile {
  const year = now.getUTCFullYear();
  return {
    siteId: ACME_SITE_ID,
    name: 'Acme Wellness',
    urls: ['*.acme.localhost', 'acme.localhost'],
    years: [year],
    timeZone: 'America/Chicago',
    // Registration asks for an eligibility record and a date of birth (ACME_ELIGIBILITY below).
    flags: {
      is_logging_enabled: true,
      is_stats_enabled: true,
      is_badges_enabled: true,
      is_notifications_enabled: true,
      is_stay_logged_in_displayed: true,
      is_eligibility_displayed: true,
      is_birth_date_eligibility_displayed: true,
    },
    friendLabel: 'Buddy',
    friendLabelPlural: 'Buddies',
    dailyStepGoal: 8_000,
    settings: {
      ...defaultSiteSettings(),
      fromName: 'Acme Wellness',
      fromAddress: 'no-reply@acme.wellway.test',
      cssConfig: [
        { variable: '--color-primary', value: '#1b6e3a' },
        { variable: '--color-primary-hover', value: '#145a2e' },
        { variable: '--color-primary-soft', value: '#e3f3e8' },
        { variable: '--color-header-bg', value: '#12351f' },
        { variable: '--chart-bar', value: '#1b6e3a' },
      ],
    },
  };
}

function badge(name: string, goal: number, sequence: number): BadgeDefinition {
  return {
    badgeId: deterministicId('badge', 'demo', 'days_logged', String(goal)),
    siteId: DEMO_SITE_ID,
    name,
    category: 'days_logged',
    goal,
    goal2: null,
    icon: `days_logged-${goal}`,
    sequence,
  };
}

const addDays = (date: Date, days: number): string => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Running now: coming soon until two weeks ago, opt-in logging for the next month, then registration closed. */
function demoProgram(now: Date): ProgramDetails {
  return {
    name: 'Winter Wellness Challenge',
    enabled: true,
    effectiveDateStart: addDays(now, -44),
    effectiveDateEnd: addDays(now, 60),
    locationIds: DEMO_LOCATIONS.map(([top]) => demoLocationId(top)),
    registrationClosed: false,
    timeFrames: [
      { loggingState: 'coming_soon', startDate: addDays(now, -44), endDate: addDays(now, -15) },
      { loggingState: 'opt_in_logging', startDate: addDays(now, -14), endDate: addDays(now, 30) },
      { loggingState: 'registration_closed', startDate: addDays(now, 31), endDate: addDays(now, 60) },
    ],
    promotion: { appName: 'Wellway Demo', appId: null, promotionId: 'winter-wellness', subdomain: null, domainName: null },
    coordinatorReportPromotionId: null,
  };
}

/** Runs a seed command; "already there" means a previous seed did it. */
async function once<C, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
  metadata: EventMetadata,
) {
  try {
    await handleCommand({ store, stream, decider, command, metadata });
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
  }
}

/** A site's URLs are reserved as the site editor reserves them, so no other site can claim them. */
async function reserveUrls(store: EventStore, site: SiteProfile, metadata: EventMetadata) {
  for (const url of site.urls ?? []) {
    await once(
      store,
      siteUrlReservationStream(url),
      siteUrlReservations.siteUrlReservationDecider,
      { type: 'ReserveSiteUrl', url, siteId: site.siteId },
      metadata,
    );
  }
}

/** The demo site, its activities and badges, locations and a program, the demo accounts and their colleagues. Idempotent. */
export async function seedDemo(store: EventStore, digests: PersonalDigests, now = new Date()): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'demo-seed' });
  const stream = siteStream(DEMO_SITE_ID);
  await once(store, stream, sites.siteDecider, { type: 'CreateSite', site: demoSite(now) }, metadata);
  await reserveUrls(store, demoSite(now), metadata);
  for (const name of ACTIVITIES) {
    const exerciseActivityId = deterministicId('exercise-activity', 'demo', name);
    await once(store, stream, sites.siteDecider, { type: 'AddExerciseActivity', siteId: DEMO_SITE_ID, exerciseActivityId, name }, metadata);
  }
  for (const [index, [name, goal]] of DAYS_LOGGED_BADGES.entries()) {
    await once(store, stream, sites.siteDecider, { type: 'DefineBadge', badge: badge(name, goal, index + 1) }, metadata);
  }
  const tree = locationsStream(DEMO_SITE_ID);
  for (const [top, children] of DEMO_LOCATIONS) {
    const topId = demoLocationId(top);
    await once(
      store,
      tree,
      locations.locationsDecider,
      { type: 'CreateLocation', siteId: DEMO_SITE_ID, locationId: topId, name: top, parentLocationId: null },
      metadata,
    );
    for (const child of children) {
      const command = {
        type: 'CreateLocation' as const,
        siteId: DEMO_SITE_ID,
        locationId: demoLocationId(top, child),
        name: child,
        parentLocationId: topId,
      };
      await once(store, tree, locations.locationsDecider, command, metadata);
    }
  }
  const program = demoProgram(now);
  const programCommand = {
    type: 'CreateProgram' as const,
    programId: DEMO_PROGRAM_ID,
    siteId: DEMO_SITE_ID,
    details: program,
    context: { siteLocationIds: program.locationIds },
  };
  await once(store, programStream(DEMO_PROGRAM_ID), programs.programDecider, programCommand, metadata);
  const passwordHash = await hash(DEMO_PASSWORD);
  for (const user of DEMO_PEOPLE) {
    const userId = demoUserId(user.key);
    const startedOn = `${now.getUTCFullYear() - 1}-01-01`;
    const command = {
      type: 'RegisterUser' as const,
      user: {
        userId,
        siteId: DEMO_SITE_ID,
        email: demoEmail(user.key),
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
        startedOn,
        passwordHash,
        ssoIdentifier: `DEMO-${user.key.toUpperCase()}`,
        locationId: user.office ? demoLocationId(...user.office) : null,
      },
    };
    // The e-mail is reserved as registration reserves it, so no one else can take it later.
    const email = command.user.email;
    await once(
      store,
      userEmailReservationStream(DEMO_SITE_ID, digests.email(email)),
      emailReservations.emailReservationDecider,
      { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId },
      metadata,
    );
    await once(store, userStream(userId), users.userDecider, command, metadata);
  }
  await seedAcme(store, digests, now, passwordHash);
  await seedDefaultBadges(store);
  await seedDefaultGoals(store, now);
  await seedDefaultChallenges(store);
  await seedDemoPeopleTogether(store, now);
}

/** Acme's sponsor file: people who may register on Acme (identifier and date of birth). */
export const ACME_ELIGIBILITY: readonly { identifier: string; firstName: string; lastName: string; email: string; birthDate: string }[] = [
  { identifier: 'ACME-1001', firstName: 'Jordan', lastName: 'Reyes', email: 'jordan@acme.wellway.test', birthDate: '1988-04-12' },
  { identifier: 'ACME-1002', firstName: 'Sam', lastName: 'Okafor', email: 'sam@acme.wellway.test', birthDate: '1979-09-30' },
  { identifier: 'ACME-1003', firstName: 'Riley', lastName: 'Chen', email: 'riley@acme.wellway.test', birthDate: '1995-01-05' },
];

/** The second demo site with one participant (participant@acme.wellway.test) and its own theme. */
async function seedAcme(store: EventStore, digests: PersonalDigests, now: Date, passwordHash: string): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: ACME_SITE_ID, correlationId: 'demo-seed' });
  const stream = siteStream(ACME_SITE_ID);
  await once(store, stream, sites.siteDecider, { type: 'CreateSite', site: acmeSite(now) }, metadata);
  await reserveUrls(store, acmeSite(now), metadata);
  for (const name of ['Walking', 'Cycling']) {
    const exerciseActivityId = deterministicId('exercise-activity', 'acme', name);
    await once(store, stream, sites.siteDecider, { type: 'AddExerciseActivity', siteId: ACME_SITE_ID, exerciseActivityId, name }, metadata);
  }
  const userId = deterministicId('user', 'acme', 'participant');
  const user = {
    userId,
    siteId: ACME_SITE_ID,
    email: acmeEmail('participant'),
    role: 'user' as const,
    firstName: 'Alex',
    lastName: 'Kim',
    startedOn: `${now.getUTCFullYear()}-01-01`,
    passwordHash,
  };
  const email = user.email;
  await once(
    store,
    userEmailReservationStream(ACME_SITE_ID, digests.email(email)),
    emailReservations.emailReservationDecider,
    { type: 'ReserveUserEmail', siteId: ACME_SITE_ID, email, userId },
    metadata,
  );
  await once(store, userStream(userId), users.userDecider, { type: 'RegisterUser', user }, metadata);
  const today = now.toISOString().slice(0, 10);
  for (const record of ACME_ELIGIBILITY) {
    const details = {
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      location: '',
      birthDate: record.birthDate,
    };
    const eligibilityId = eligibilityIdFor(ACME_SITE_ID, digests.eligibilityIdentifier(record.identifier));
    const command = {
      type: 'CreateEligibilityRecord' as const,
      siteId: ACME_SITE_ID,
      eligibilityId,
      identifier: record.identifier,
      details,
      today,
    };
    await once(store, eligibilityStream(eligibilityId), eligibility.eligibilityDecider, command, metadata);
  }
}

/**
 * The default badge set (spec 3 §3: site_id null), one per category, which every site without its
 * own copy shows. Campaign badges name a program, so they are made per site, not by default.
 */
const DEFAULT_BADGES: readonly [BadgeCategory, string, number, number | null][] = [
  ['days_logged', 'Habit Hero', 150, null],
  ['weekends_logged', 'Weekend Warrior', 4, null],
  ['distance_traveled', 'Globetrotter', 500_000, null],
  ['challenges_sent', 'Challenger', 3, null],
  ['challenges_completed', 'Champion', 3, null],
  ['goals_created', 'Goal Setter', 1, null],
  ['goals_completed', 'Goal Getter', 1, null],
  ['goals_shared', 'Inspiration', 1, null],
  ['wall_posts_created', 'Storyteller', 5, null],
  ['wall_posts_tags', 'Connector', 5, null],
  ['recipes_rated', 'Food Critic', 3, null],
  ['recipes_shared', 'Chef', 1, null],
  ['evaluation', 'Reflective', 1, null],
  ['buddies_added', 'Social Butterfly', 3, null],
  ['custom', 'Star Colleague', 0, null],
];

export const defaultBadgeId = (category: BadgeCategory): string => deterministicId('badge', 'default', category);

async function seedDefaultBadges(store: EventStore): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'demo-seed' });
  for (const [index, [category, name, goal, goal2]] of DEFAULT_BADGES.entries()) {
    const badgeId = defaultBadgeId(category);
    const fields = { name, category, goal, goal2, programId: null, icon: '' };
    const command = { type: 'CreateBadge' as const, badgeId, siteId: null, fields, sequence: index + 1 };
    await once(store, badgeDefinitionStream(badgeId), badgeDefinitions.badgeDefinitionDecider, command, metadata);
  }
}

/** The default goal catalogue (spec 3 §4: site_id null), which every site shows until it edits a goal. */
const DEFAULT_GOALS = [
  {
    title: 'Walk at lunch',
    summary: 'A 15-minute walk every workday.',
    category: 'Activities and Hobbies',
    monthInteger: 1,
    finalMonthInteger: 12,
  },
  {
    title: 'Take the stairs',
    summary: 'Skip the lift for a month.',
    category: 'Activities and Hobbies',
    monthInteger: 1,
    finalMonthInteger: 12,
  },
  { title: 'Cycle to work', summary: 'Ride in twice a week.', category: 'Locations and Travel', monthInteger: 4, finalMonthInteger: 9 },
  {
    title: 'Try a new sport',
    summary: 'Join a class or a club.',
    category: 'Activities and Hobbies',
    monthInteger: 9,
    finalMonthInteger: null,
  },
  {
    title: 'Explore a park',
    summary: 'Visit a park you have never walked in.',
    category: 'Locations and Travel',
    monthInteger: 5,
    finalMonthInteger: 8,
  },
] as const;

async function seedDefaultGoals(store: EventStore, now: Date): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'demo-seed' });
  for (const goal of DEFAULT_GOALS) {
    const goalId = deterministicId('goal', 'default', goal.title);
    if ((await store.readStream(siteGoalStream(goalId))).events.length > 0) continue;
    const content = { ...goal, description: goal.summary, image: '' };
    const command = {
      type: 'SaveSiteGoal' as const,
      kind: 'create' as const,
      goalId,
      siteId: null,
      parentId: null,
      content,
      savedAt: now.toISOString(),
    };
    await once(store, siteGoalStream(goalId), siteGoals.siteGoalDecider, command, metadata);
  }
}

/** The default challenge catalogue (spec 3 §3: site_id null), one for each month, unless one is there. */
const DEFAULT_CHALLENGES: readonly string[] = [
  'Walk 10,000 steps a day for a week',
  'Take the stairs all week',
  'Stretch for 10 minutes every morning',
  'Drink eight glasses of water a day',
  'Cycle to work twice this week',
  'Try a new outdoor activity',
  'Swim 1 km this week',
  'Go for a walk after dinner every day',
  'Join a group exercise class',
  'Hike a new trail',
  'Do 20 minutes of yoga three times a week',
  'Stay active every day of the holidays',
];
export const defaultChallengeId = (month: number): string => deterministicId('challenge', 'default', String(month));

async function seedDefaultChallenges(store: EventStore): Promise<void> {
  const metadata = metadataFor({ actor: null, siteId: DEFAULT_SITE_ID, correlationId: 'demo-seed' });
  for (const [index, name] of DEFAULT_CHALLENGES.entries()) {
    const challengeId = defaultChallengeId(index + 1);
    if ((await store.readStream(challengeStream(challengeId))).events.length > 0) continue;
    const command = { type: 'SaveChallenge' as const, challengeId, siteId: null, parentId: null, name, month: index + 1, create: true };
    await once(store, challengeStream(challengeId), challengeCatalogue.challengeDecider, command, metadata);
  }
}

/** The demo site's date today (YYYY-MM-DD), as the API's SiteDirectory.today gives it. */
const demoToday = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: demoSite(now).timeZone }).format(now);

/** Friendships among the demo people, asked and accepted as in the friends screens. */
const DEMO_FRIENDS: readonly [string, string][] = [
  ['participant', 'jamie'],
  ['jamie', 'sam'],
];

/** Friends, a challenge Sam sent Jamie (still waiting for an answer) and a goal each. Idempotent. */
async function seedDemoPeopleTogether(store: EventStore, now: Date): Promise<void> {
  const at = now.toISOString();
  const today = demoToday(now);
  const year = Number(today.slice(0, 4));
  for (const [sender, friendee] of DEMO_FRIENDS) {
    const [senderId, friendeeId] = [demoUserId(sender), demoUserId(friendee)];
    const stream = friendshipStream(senderId, friendeeId);
    if ((await store.readStream(stream)).events.length > 0) continue;
    const friendshipId = deterministicId('friendship', 'demo', sender, friendee);
    const by = (userId: string) => metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'demo-seed' });
    const label = { at, friendLabel: 'Friend' };
    const request = { type: 'RequestFriend' as const, friendshipId, siteId: DEMO_SITE_ID, senderId, friendeeId, year, ...label };
    await once(store, stream, friends.friendshipDecider, request, by(senderId));
    const accept = { type: 'AcceptFriendRequest' as const, friendshipId, userId: friendeeId, year, ...label };
    await once(store, stream, friends.friendshipDecider, accept, by(friendeeId));
  }
  await seedDemoChallenge(store, now, today);
  await seedDemoGoals(store, now, today);
  await seedDemoDaysLogged(store, now, today);
  await seedDemoColleagueDays(store, now, today);
}

/** One demo day logged, as the log screen sends it (idempotent: an entry a previous seed logged stays). */
async function logDemoDay(
  store: EventStore,
  now: Date,
  today: string,
  userId: string,
  day: { recordedOn: string; steps: number; minutes: number },
) {
  const entryId = entryIdFor(userId, day.recordedOn);
  if ((await store.readStream(entryStream(entryId))).events.length > 0) return;
  const metadata = metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'demo-seed' });
  const command = {
    type: 'LogEntry' as const,
    entryId,
    userId,
    siteId: DEMO_SITE_ID,
    recordedOn: day.recordedOn,
    exerciseSteps: day.steps,
    exerciseMinutes: day.minutes,
    activities: [],
    manuallyRecorded: true,
    context: { today, siteYears: demoSite(now).years ?? [], exerciseActivityIds: [] },
  };
  await once(store, entryStream(entryId), entries.entryDecider, command, metadata);
}

/** The colleagues' days (DEMO_COLLEAGUE_DAYS), with figures that vary by person and day. */
async function seedDemoColleagueDays(store: EventStore, now: Date, today: string): Promise<void> {
  const noon = new Date(`${today}T12:00:00Z`);
  for (const [index, colleague] of DEMO_COLLEAGUES.entries()) {
    for (let daysAgo = DEMO_COLLEAGUE_DAYS.from; daysAgo >= DEMO_COLLEAGUE_DAYS.to; daysAgo--) {
      if ((daysAgo + index) % DEMO_COLLEAGUE_DAYS.every !== 0) continue;
      const day = {
        recordedOn: addDays(noon, -daysAgo),
        steps: 5000 + 700 * index + ((daysAgo * 137) % 3000),
        minutes: 15 + ((index * 7 + daysAgo) % 40),
      };
      await logDemoDay(store, now, today, demoUserId(colleague.key), day);
    }
  }
}

/**
 * Jamie and Sam logged the five days before today, so the coordinator's dashboard (issue 16) has
 * figures of the running program to show (Pat keeps a clean slate for the e2e specs).
 */
async function seedDemoDaysLogged(store: EventStore, now: Date, today: string): Promise<void> {
  for (const [index, key] of ['jamie', 'sam'].entries()) {
    for (let daysAgo = 1; daysAgo <= 5; daysAgo++) {
      const recordedOn = addDays(new Date(`${today}T12:00:00Z`), -daysAgo);
      await logDemoDay(store, now, today, demoUserId(key), {
        recordedOn,
        steps: 6000 + 1500 * index + 250 * daysAgo,
        minutes: 20 + 5 * daysAgo,
      });
    }
  }
}

async function seedDemoChallenge(store: EventStore, now: Date, today: string): Promise<void> {
  const userChallengeId = deterministicId('user-challenge', 'demo', 'sam', 'jamie');
  if ((await store.readStream(userChallengeStream(userChallengeId))).events.length > 0) return;
  const [senderId, receiverId] = [demoUserId('sam'), demoUserId('jamie')];
  const metadata = metadataFor({ actor: actorById(senderId), siteId: DEMO_SITE_ID, correlationId: 'demo-seed' });
  const month = Number(today.slice(5, 7));
  const expiresAt = new Date(now.getTime() + defaultSiteSettings().userChallengeDays * 86_400_000).toISOString();
  // As the API sends one: a slot on each side (the 5-active rule), then the challenge.
  for (const [userId, side] of [
    [senderId, 'sender'],
    [receiverId, 'receiver'],
  ] as const) {
    const take = {
      type: 'TakeChallengeSlot' as const,
      userId,
      siteId: DEMO_SITE_ID,
      userChallengeId,
      expiresAt,
      now: now.toISOString(),
      side,
    };
    await once(store, challengeSlotsStream(userId), challengeSlots.challengeSlotsDecider, take, metadata);
  }
  const command = {
    type: 'SendUserChallenge' as const,
    userChallengeId,
    siteId: DEMO_SITE_ID,
    senderId,
    receiverId,
    receiverIsFriend: true,
    challengeId: defaultChallengeId(month),
    challengeName: DEFAULT_CHALLENGES[month - 1] ?? DEFAULT_CHALLENGES[0],
    now: now.toISOString(),
    expiresAt,
    today,
  };
  await once(store, userChallengeStream(userChallengeId), userChallenges.userChallengeDecider, command, metadata);
}

/** Jamie chose "Walk at lunch" from the catalogue; Sam set a goal of their own. */
async function seedDemoGoals(store: EventStore, now: Date, today: string): Promise<void> {
  const walk = DEFAULT_GOALS[0];
  const goals = [
    {
      key: 'jamie',
      command: {
        type: 'ChooseGoal' as const,
        goalId: deterministicId('user-goal', 'demo', 'jamie', walk.title),
        parentId: deterministicId('goal', 'default', walk.title),
        content: { ...walk, description: walk.summary, image: '' },
      },
    },
    {
      key: 'sam',
      command: {
        type: 'CreateGoal' as const,
        goalId: deterministicId('user-goal', 'demo', 'sam', 'sleep'),
        content: {
          title: 'Sleep eight hours',
          summary: 'Lights out by 10:30 on weeknights.',
          description: 'Lights out by 10:30 on weeknights, phone in the kitchen.',
          category: 'Activities and Hobbies',
          image: '',
          monthInteger: Number(today.slice(5, 7)),
          finalMonthInteger: null,
        },
      },
    },
  ];
  for (const { key, command } of goals) {
    const userId = demoUserId(key);
    const stream = userGoalsStream(userId);
    if ((await store.readStream(stream)).events.length > 0) continue;
    const metadata = metadataFor({ actor: actorById(userId), siteId: DEMO_SITE_ID, correlationId: 'demo-seed' });
    const person = { userId, siteId: DEMO_SITE_ID, now: now.toISOString(), today };
    await once(store, stream, userGoals.userGoalsDecider, { ...command, ...person }, metadata);
  }
}
