import { Controller, ForbiddenException, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can, isWallExpert, type Permission } from '@wellway/domain';
import {
  findPost,
  flaggedPosts,
  mutedIdsOf,
  postComments,
  recentPosts,
  wallPosts,
  type Database,
  type WallFilter,
  type WallReader,
} from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { NOT_ALLOWED, RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { POST_ID, postNotFound, WallAccess } from '../../wall-access.js';
import { PostAnswer, PostsAnswer, PostsQueryDto, RecentPostsQueryDto, WallSitesAnswer } from '../../wall.dto.js';

const FLAGGED: Permission = 'coordinator.flagged_posts';

/** Spec 2 §7 GET /posts, /posts/{id}, recent_posts: what the reader may see, on the wall's site only. */
@Controller()
@RequirePermission('wall.view')
export class PostsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(WallAccess) private readonly access: WallAccess,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get('posts')
  @ReadsFrom('wall', 'mutes')
  @Endpoint({ summary: "A site wall's posts (30 a page, each with its first 2 comments), or a post's comments", response: PostsAnswer })
  async index(@User() user: CurrentUser, @Query() query: PostsQueryDto) {
    if (query.wallable_type === 'Post') {
      if (query.wallable_id === undefined || !POST_ID.test(query.wallable_id)) throw postNotFound();
      const siteId = await this.access.postSite(user, query.wallable_id);
      const thread = await postComments(this.db, await this.reader(user, siteId), query.wallable_id);
      if (!thread) throw postNotFound();
      return list(thread.posts, { total_records: thread.total });
    }
    const siteId = await this.access.wallSite(user, query.wallable_id);
    if (query.filter === 'flagged') {
      const { site } = await this.sites.get(siteId);
      if (!can(user.role, FLAGGED, site.flags)) throw new ForbiddenException(NOT_ALLOWED);
      const { posts, total } = await flaggedPosts(this.db, await this.reader(user, siteId), {
        pageSize: query.page_size,
        offset: query.offset,
      });
      return list(posts, { total_records: total });
    }
    const filter: WallFilter = (['all', 'my', 'friends', 'following', 'tagged'] as const).includes(query.filter as never)
      ? (query.filter as WallFilter)
      : { userId: query.filter };
    const { posts, total } = await wallPosts(
      this.db,
      await this.reader(user, siteId),
      { siteId, wallableId: siteId },
      { filter, pageSize: query.page_size, offset: query.offset },
    );
    return list(posts, { total_records: total, page_size: query.page_size });
  }

  @Get('posts/:id')
  @ReadsFrom('wall', 'mutes')
  @Endpoint({ summary: 'One post with all its comments', response: PostAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    if (!POST_ID.test(id)) throw postNotFound();
    const found = await findPost(this.db, await this.reader(user, await this.access.postSite(user, id)), id);
    if (!found) throw postNotFound();
    return one(found);
  }

  @Get('sites/:site_id/recent_posts')
  @ReadsFrom('wall', 'mutes')
  @Endpoint({ summary: "A site wall's latest posts (newer than `after`)", response: PostsAnswer })
  async recent(@User() user: CurrentUser, @Param('site_id') siteId: string, @Query() query: RecentPostsQueryDto) {
    const wallSite = await this.access.wallSite(user, siteId);
    const posts = await recentPosts(this.db, await this.reader(user, wallSite), { pageSize: query.page_size, after: query.after ?? null });
    return list(posts, { total_records: posts.length });
  }

  /** Spec 2 §5 wall expert site list: sites with a name, the wall on, and no disable_after or not past it. */
  @Get('wallexpert/sites')
  @RequirePermission('poster.posts')
  @Endpoint({ summary: 'The site walls a wall expert may switch to', response: WallSitesAnswer })
  async expertSites(@User() user: CurrentUser) {
    if (!isWallExpert(user.role)) throw new ForbiddenException(NOT_ALLOWED);
    const walls = await this.access.liveWalls();
    return list(walls, { total_records: walls.length });
  }

  /** The reader of a wall, with whom they muted (their own site's mutes). */
  private async reader(user: CurrentUser, siteId: string): Promise<WallReader> {
    const mutedIds = await mutedIdsOf(this.db, { siteId: user.siteId, muterId: user.id });
    return { siteId, userId: user.id, role: user.role, mutedIds };
  }
}
