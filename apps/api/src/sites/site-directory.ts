import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { dateInTimeZone } from '@wellway/domain';
import type { CurrentUser } from '../http/current-user.js';
import type { Kysely } from 'kysely';
import { findSiteById, listExerciseActivities, type Database, type ExerciseActivityRow, type SiteRow } from '@wellway/read-models';
import { READ_DB } from '../infrastructure/tokens.js';

export interface SiteContext {
  readonly site: SiteRow;
  readonly activities: readonly ExerciseActivityRow[];
}

const TTL_MS = 5_000;

export const siteNotFound = () => new NotFoundException('Site not found.');

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

/** Sites change rarely and every entry command needs one: keep each for a few seconds. */
@Injectable()
export class SiteDirectory {
  private readonly cache = new Map<string, { at: number; context: Promise<SiteContext> }>();

  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  get(siteId: string): Promise<SiteContext> {
    const cached = this.cache.get(siteId);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.context;
    const context = this.load(siteId);
    this.cache.set(siteId, { at: Date.now(), context });
    context.catch(() => this.cache.delete(siteId));
    return context;
  }

  private async load(siteId: string): Promise<SiteContext> {
    const [site, activities] = await Promise.all([findSiteById(this.db, siteId), listExerciseActivities(this.db, siteId)]);
    if (!site) throw siteNotFound();
    return { site, activities };
  }
}
