import { Inject, Injectable } from '@nestjs/common';
import { dateInTimeZone, hostnameOf } from '@wellway/domain';
import type { CurrentUser } from '../http/current-user.js';
import type { Kysely } from 'kysely';
import {
  countParticipants,
  findPilotPasswordHash,
  findSiteByHostname,
  findSiteById,
  listExerciseActivities,
  type Database,
  type ExerciseActivityRow,
  type SiteRow,
} from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';
import { siteNotFound } from '../http/not-found.js';

export interface SiteContext {
  readonly site: SiteRow;
  readonly activities: readonly ExerciseActivityRow[];
  /** Registered participants (the participant limit counts them). */
  readonly participants: number;
  /** Internal only: checks pilot-password cookies; never part of a response. */
  readonly pilotPasswordHash: string | null;
}

const TTL_MS = 5_000;
const MAX_HOSTS = 10_000;

/** Site ids are uuids (tests and old demos use short slugs): anything else names no site. */
export function siteIdParam(id: string): string {
  if (!/^[\w-]{1,64}$/.test(id)) throw siteNotFound();
  return id;
}

/** Every request is scoped to the user's own site: any other site id names nothing. */
export function requireOwnSite(userSiteId: string, siteId: string | undefined): void {
  if (siteId !== undefined && siteId !== userSiteId) throw siteNotFound();
}

/**
 * The site an administrative call acts on: masters administer every site (spec 3 §1); anyone
 * else only their own, and another site's id names nothing (404, not 403: ids leak nothing).
 */
export function administeredSite(user: Pick<CurrentUser, 'role' | 'siteId'>, siteId: string | undefined): string {
  if (siteId === undefined || siteId === user.siteId) return user.siteId;
  if (user.role === 'master') return siteId;
  throw siteNotFound();
}

/** Today, and its year, where the site is: the default for every year-scoped query. */
export const siteToday = (site: SiteRow, now: Date): string => dateInTimeZone(now, site.time_zone);
export const siteYear = (site: SiteRow, now: Date): number => Number(siteToday(site, now).slice(0, 4));

interface Cached<T> {
  readonly at: number;
  readonly value: Promise<T>;
}

/**
 * Sites change rarely and every request needs one: each site, and which site a host name
 * resolves to (URL patterns with `*`), are kept for a few seconds. A command on a site forgets
 * it on this instance at once; other instances catch up within the TTL.
 */
@Injectable()
export class SiteDirectory {
  private readonly cache = new Map<string, Cached<SiteContext>>();
  private readonly hosts = new Map<string, Cached<string | undefined>>();

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** `fresh`: skip the cache (a read-your-writes query that waited for the read model). */
  get(siteId: string, options: { fresh?: boolean } = {}): Promise<SiteContext> {
    return this.cached(this.cache, siteId, () => this.load(siteId), options.fresh);
  }

  /** Today where the site is, by the API's clock (siteToday). */
  today(site: SiteRow): string {
    return siteToday(site, this.config.now());
  }

  /** The year of the site's today: the default of every year-scoped query (siteYear). */
  year(site: SiteRow): number {
    return siteYear(site, this.config.now());
  }

  /** administeredSite, for a site that exists (404 for none). */
  async administered(user: Pick<CurrentUser, 'role' | 'siteId'>, siteId: string | undefined): Promise<string> {
    const id = administeredSite(user, siteId);
    await this.get(id);
    return id;
  }

  /** The live site whose URLs match this Host (port and case ignored), if any. */
  siteIdForHost(host: string): Promise<string | undefined> {
    const hostname = hostnameOf(host);
    if (this.hosts.size > MAX_HOSTS) this.hosts.clear();
    return this.cached(this.hosts, hostname, async () => (await findSiteByHostname(this.db, hostname))?.id);
  }

  /** After a command changed the site: the next read loads it again. */
  forget(siteId: string): void {
    this.cache.delete(siteId);
    this.hosts.clear();
  }

  private cached<T>(map: Map<string, Cached<T>>, key: string, load: () => Promise<T>, fresh = false): Promise<T> {
    const hit = map.get(key);
    if (!fresh && hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = load();
    map.set(key, { at: Date.now(), value });
    value.catch(() => map.delete(key));
    return value;
  }

  private async load(siteId: string): Promise<SiteContext> {
    const [site, activities, participants, pilotPasswordHash] = await Promise.all([
      findSiteById(this.db, siteId),
      listExerciseActivities(this.db, siteId),
      countParticipants(this.db, siteId),
      findPilotPasswordHash(this.db, siteId),
    ]);
    if (!site) throw siteNotFound();
    return { site, activities, participants, pilotPasswordHash: pilotPasswordHash ?? null };
  }
}
