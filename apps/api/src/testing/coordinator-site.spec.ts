import { hash } from '@node-rs/argon2';
import { deterministicId, locations, locationsStream, userStream, users, type Role, type UserRegistered } from '@wellway/domain';
import { DEMO_PASSWORD } from '@wellway/test-support';
import type { ApiHarness, Json, Reply } from './api-harness.spec.js';

/**
 * Test support (not a test file): a site for the coordinator levels' specs, given on the harness:
 * its sites, a location tree, and people of each role at chosen locations who sign in with the
 * demo password. `coordinatorSiteTree` is the tree and staff the specs share; each spec adds its
 * own participants.
 */

/** [role, location (null: none), site] */
export type SitePerson = readonly [role: Role, locationId: string | null, siteId: string];
/** [site, location, name, parent (null: a top level)]: parents before their children. */
export type SiteLocation = readonly [siteId: string, locationId: string, name: string, parentLocationId: string | null];

/**
 * The sites, tree and staff the coordinator levels' specs share, ids named by `prefix`: site
 * `prefix` (named `name`) and `prefix-other` ('Elsewhere'); North (a top level) > Leeds > Leeds
 * office, South (another top level) and the other site's HQ; a coordinator, a master, a regional
 * coordinator at Leeds, a location coordinator at the office, and the other site's coordinator
 * (oscar). Spread into `coordinatorSite`'s options beside the spec's people.
 */
export function coordinatorSiteTree(prefix: string, name: string) {
  const SITE = deterministicId('site', prefix);
  const OTHER = deterministicId('site', `${prefix}-other`);
  const location = (name: string) => deterministicId('location', `${prefix}-${name}`);
  const NORTH = location('north');
  const LEEDS = location('leeds');
  const OFFICE = location('office');
  const SOUTH = location('south');
  const OTHERS_HQ = location('others-hq');
  const tree: readonly SiteLocation[] = [
    [SITE, NORTH, 'North', null],
    [SITE, LEEDS, 'Leeds', NORTH],
    [SITE, OFFICE, 'Leeds office', LEEDS],
    [SITE, SOUTH, 'South', null],
    [OTHER, OTHERS_HQ, 'HQ', null],
  ];
  const coordinators: Readonly<Record<string, SitePerson>> = {
    coord: ['coordinator', null, SITE],
    master: ['master', null, SITE],
    regional: ['regional_coordinator', LEEDS, SITE],
    local: ['location_coordinator', OFFICE, SITE],
    oscar: ['coordinator', null, OTHER],
  };
  const sites = [
    [SITE, name],
    [OTHER, 'Elsewhere'],
  ] as const;
  return { prefix, sites, locations: tree, coordinators, SITE, OTHER, NORTH, LEEDS, OFFICE, SOUTH, OTHERS_HQ };
}

export interface CoordinatorSiteOptions {
  /** Names the people's ids (`deterministicId('user', prefix, name)`) and e-mails (`name@prefix.test`). */
  readonly prefix: string;
  /** [site id, name], created in this order. */
  readonly sites: readonly (readonly [siteId: string, name: string])[];
  readonly locations: readonly SiteLocation[];
  /** name → person */
  readonly people: Readonly<Record<string, SitePerson>>;
  /** A person's registration fields a spec sets itself (names first name and starts 2026-01-01 unless told). */
  readonly registration?: (name: string) => Partial<Pick<UserRegistered['data'], 'firstName' | 'startedOn'>>;
}

export interface CoordinatorSite {
  personId(name: string): string;
  /** Session tokens by name, of the people signed in. */
  readonly tokens: ReadonlyMap<string, string>;
  /** A call as `who`, waiting for the read models to have the last write (read-your-writes, as the web app does). */
  call(method: string, path: string, who: string, body?: Json): Promise<Reply>;
  /** The sites and their locations, in the read models once this resolves. */
  givenLocations(): Promise<void>;
  /** Registers the people (argon2 hashes of the demo password), in the users read model once this resolves. */
  givenPeople(): Promise<void>;
  /** Signs these people in (everyone unless told). */
  signIn(names?: readonly string[]): Promise<void>;
  /** Locations, people and everyone signed in, for a spec that adds nothing between them. */
  given(): Promise<void>;
}

export function coordinatorSite(harness: ApiHarness, options: CoordinatorSiteOptions): CoordinatorSite {
  const { prefix, people, registration = () => ({}) } = options;
  const tokens = new Map<string, string>();
  const personId = (name: string) => deterministicId('user', prefix, name);
  const emailOf = (name: string) => `${name}@${prefix}.test`;
  let lastPosition = 0;

  async function call(method: string, path: string, who: string, body?: Json): Promise<Reply> {
    const separator = path.includes('?') ? '&' : '?';
    const reply = await harness.call(method, `${path}${separator}min_position=${lastPosition}`, { token: tokens.get(who)!, body });
    if (typeof reply.body.meta?.position === 'number') lastPosition = Math.max(lastPosition, reply.body.meta.position);
    return reply;
  }

  async function givenLocations(): Promise<void> {
    for (const [siteId, name] of options.sites) await harness.givenSite(siteId, { name });
    for (const [siteId, locationId, name, parentLocationId] of options.locations) {
      const command = { type: 'CreateLocation' as const, siteId, locationId, name, parentLocationId };
      await harness.given(locationsStream(siteId), locations.locationsDecider, command, { siteId, projections: ['locations'] });
    }
  }

  async function givenPeople(): Promise<void> {
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const [name, [role, locationId, siteId]] of Object.entries(people)) {
      const user = {
        userId: personId(name),
        siteId,
        email: emailOf(name),
        role,
        firstName: name,
        lastName: 'Tester',
        startedOn: '2026-01-01',
        passwordHash,
        locationId,
        ...registration(name),
      };
      await harness.given(userStream(user.userId), users.userDecider, { type: 'RegisterUser', user }, { siteId, projections: ['users'] });
    }
  }

  async function signIn(names: readonly string[] = Object.keys(people)): Promise<void> {
    await Promise.all(names.map(async (name) => tokens.set(name, await harness.signIn(emailOf(name), people[name]![2]))));
  }

  return {
    personId,
    tokens,
    call,
    givenLocations,
    givenPeople,
    signIn,
    async given() {
      await givenLocations();
      await givenPeople();
      await signIn();
    },
  };
}
