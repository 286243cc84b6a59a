import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { completeSiteSettings, isWallExpert, wallMessages } from '@wellway/domain';
import type { Database } from '@wellway/read-models';
import type { CurrentUser } from '../http/current-user.js';
import { siteNotFound } from '../http/not-found.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { SiteDirectory } from '../sites/site-directory.js';

/** Post ids are uuids (tests use short slugs): anything else names no post. */
export const POST_ID = /^[\w-]{1,64}$/;

export const postNotFound = () => new NotFoundException(wallMessages.notFound);

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
  ) {}

  async wallSite(user: CurrentUser, siteId: string | undefined): Promise<string> {
    if (siteId === undefined || siteId === user.siteId) return user.siteId;
    if (!isWallExpert(user.role)) throw siteNotFound();
    const { site } = await this.sites.get(siteId).catch(() => {
      throw siteNotFound();
    });
    const { disableAfter } = completeSiteSettings(site.settings);
    const over = disableAfter !== null && this.sites.today(site) > disableAfter;
    if (site.flags.is_wall_enabled !== true || over) throw siteNotFound();
    return siteId;
  }

  /** The site a post lives on, as this person may reach it (their own; any for a wall expert). */
  async postSite(user: CurrentUser, postId: string): Promise<string> {
    if (!isWallExpert(user.role)) return user.siteId;
    const row = await this.db.selectFrom('wall_posts').select('site_id').where('id', '=', postId).executeTakeFirst();
    return row ? await this.wallSite(user, row.site_id) : user.siteId;
  }
}
