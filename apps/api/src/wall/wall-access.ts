import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { completeSiteSettings, dateInTimeZone, isWallExpert, wallMessages } from '@wellway/domain';
import { listSites, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import type { CurrentUser } from '../http/current-user.js';
import { siteNotFound } from '../http/not-found.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';
import { SiteDirectory } from '../sites/site-directory.js';

/** Post ids are uuids (tests use short slugs): anything else names no post. */
export const POST_ID = /^[\w-]{1,64}$/;

export const postNotFound = () => new NotFoundException(wallMessages.notFound);

/** Spec 2 §5: a site's wall is live while it is on and today, where the site is, is not past disable_after. */
const isLiveWall = (flags: Readonly<Record<string, boolean>>, disableAfter: string | null, today: string): boolean =>
  flags.is_wall_enabled === true && (disableAfter === null || today <= disableAfter);

/**
 * Which site's wall a person reads or writes: their own; a wall expert any site with a live wall
 * (spec 2 §5 wall expert site list: wall enabled, not past disable_after). Another site's id
 * names nothing for anyone else (404).
 */
@Injectable()
export class WallAccess {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async wallSite(user: CurrentUser, siteId: string | undefined): Promise<string> {
    if (siteId === undefined || siteId === user.siteId) return user.siteId;
    if (!isWallExpert(user.role)) throw siteNotFound();
    const { site } = await this.sites.get(siteId).catch(() => {
      throw siteNotFound();
    });
    if (!isLiveWall(site.flags, completeSiteSettings(site.settings).disableAfter, this.sites.today(site))) throw siteNotFound();
    return siteId;
  }

  /** Spec 2 §5 wall expert site list: the sites with a name and a live wall (the ones `wallSite` lets an expert reach). */
  async liveWalls(): Promise<{ id: string; name: string }[]> {
    const now = this.config.now();
    return (await listSites(this.db))
      .filter((row) => row.name.trim() !== '' && isLiveWall(row.flags, row.disable_after, dateInTimeZone(now, row.time_zone)))
      .map((row) => ({ id: row.id, name: row.name }));
  }

  /** The site a post lives on, as this person may reach it (their own; any for a wall expert). */
  async postSite(user: CurrentUser, postId: string): Promise<string> {
    if (!isWallExpert(user.role)) return user.siteId;
    const row = await this.db.selectFrom('wall_posts').select('site_id').where('id', '=', postId).executeTakeFirst();
    return row ? await this.wallSite(user, row.site_id) : user.siteId;
  }
}
