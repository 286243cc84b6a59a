import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { completeSiteSettings, isWallModerator, type WallCommand } from '@wellway/domain';
import { friendIdsOf, personGoal, postFacts, type Database } from '@wellway/read-models';
import { requireOwnImage } from '../../../files/own-upload.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import type { ApiConfig } from '../../../config.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { PostRateLimit } from '../../post-rate-limit.js';
import { POST_ID, postNotFound, WallAccess } from '../../wall-access.js';
import {
  CreatePostBodyDto,
  DeletePostQueryDto,
  LikeBodyDto,
  LikeWrittenAnswer,
  PostWrittenAnswer,
  UpdatePostBodyDto,
} from '../../wall.dto.js';
import { RunPostCommand } from './change-posts.handler.js';

/** Spec 2 §7 wall calls that change something: posts, comments, reports, tags, likes. */
@Controller()
@RequirePermission('wall.view')
export class ChangePostsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(WallAccess) private readonly access: WallAccess,
    @Inject(PostRateLimit) private readonly rateLimit: PostRateLimit,
  ) {}

  @Post('posts')
  @Endpoint({ summary: 'Write a post on a site wall, or a comment on a post', response: PostWrittenAnswer, status: 201, errors: [429] })
  async create(@User() user: CurrentUser, @Body() body: CreatePostBodyDto, @CorrelationId() correlationId: string) {
    requireOwnImage(user, 'photo', body.photo);
    // Spec 2 §4: a comment's wallable is its post, or the Site with a parent (a site comment).
    const parentId = body.wallable_type === 'Post' ? (body.wallable_id ?? body.parent_post_id ?? null) : (body.parent_post_id ?? null);
    if (parentId !== null && !POST_ID.test(parentId)) throw postNotFound();
    const siteId = parentId !== null ? await this.access.postSite(user, parentId) : await this.access.wallSite(user, body.wallable_id);
    // What the decider needs to know, read at once: the parent, the author's friends (for tags), the shared goal.
    const [parentRow, friendIds, goal] = await Promise.all([
      parentId === null ? undefined : postFacts(this.db, siteId, parentId),
      body.tagged_users.length === 0 ? [] : friendIdsOf(this.db, user.id),
      body.postable_type === 'Goal' && body.postable_id !== null
        ? personGoal(this.db, { userId: user.id, siteId: user.siteId }, body.postable_id)
        : undefined,
    ]);
    const parent =
      parentRow && (!parentRow.is_hidden || parentRow.user_id === user.id || isWallModerator(user.role))
        ? { postId: parentRow.id, userId: parentRow.user_id, depth: parentRow.depth }
        : null;
    await this.rateLimit.count(user);
    const { site } = await this.sites.get(siteId);
    const postId = randomUUID();
    const { position } = await this.run(user, correlationId, {
      type: 'CreatePost',
      siteId,
      postId,
      actor: { userId: user.id, role: user.role },
      actorSiteId: user.siteId,
      content: body.content,
      photo: body.photo,
      wallableType: body.wallable_type,
      wallableId: body.wallable_id ?? (body.wallable_type === 'Post' ? (parentId ?? siteId) : siteId),
      parentPostId: parentId,
      parent,
      taggedUserIds: body.tagged_users,
      friendIds,
      postableType: body.postable_type,
      postableId: body.postable_id,
      postableFound: goal !== undefined,
      at: this.now(),
      today: this.sites.today(site),
    });
    return written({ id: postId }, position);
  }

  /** Spec 2 §7 PUT /posts/{id} (is_flagged, flagged_by): report, or unreport (a moderator restores, with a reason). */
  @Put('posts/:id')
  @Endpoint({ summary: 'Report (is_flagged true) or unreport a post', response: PostWrittenAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdatePostBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const on = await this.on(user, id);
    const command: WallCommand = body.is_flagged
      ? {
          ...on,
          type: 'ReportPost',
          reportsToHide: completeSiteSettings((await this.sites.get(on.siteId)).site.settings).wallReportsToHide,
        }
      : { ...on, type: 'UnreportPost', reason: body.reason ?? null };
    const { position } = await this.run(user, correlationId, command);
    return written({ id }, position);
  }

  @Delete('posts/:id')
  @Endpoint({
    summary: 'Delete a post (its author; master, coordinator or poster unless a wall expert wrote it)',
    response: PostWrittenAnswer,
  })
  async remove(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: DeletePostQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const { position } = await this.run(user, correlationId, {
      ...(await this.on(user, id)),
      type: 'DeletePost',
      reason: query.reason ?? null,
    });
    return written({ id }, position);
  }

  @Delete('posts/:id/remove_tag/:user_id')
  @Endpoint({ summary: 'Remove your own tag from a post (response carries tagged_users)', response: PostWrittenAnswer })
  async removeTag(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Param('user_id') userId: string,
    @CorrelationId() correlationId: string,
  ) {
    const { position } = await this.run(user, correlationId, { ...(await this.on(user, id)), type: 'RemoveTag', userId });
    const row = await this.db.selectFrom('wall_posts').select('tagged_user_ids').where('id', '=', id).executeTakeFirst();
    return written({ id, tagged_users: (row?.tagged_user_ids ?? []).filter((tagged) => tagged !== userId) }, position);
  }

  @Post('likes')
  @HttpCode(201)
  @Endpoint({ summary: 'Like a post or comment (once per person)', response: LikeWrittenAnswer, status: 201 })
  async like(@User() user: CurrentUser, @Body() body: LikeBodyDto, @CorrelationId() correlationId: string) {
    const { position } = await this.run(user, correlationId, { ...(await this.on(user, body.likeable_id)), type: 'LikePost' });
    return written({ likeable_id: body.likeable_id, likeable_type: 'Post' as const, liked: true }, position);
  }

  @Delete('likes/:likeable_id')
  @Endpoint({ summary: 'Unlike a post or comment', response: LikeWrittenAnswer })
  async unlike(@User() user: CurrentUser, @Param('likeable_id') likeableId: string, @CorrelationId() correlationId: string) {
    const { position } = await this.run(user, correlationId, { ...(await this.on(user, likeableId)), type: 'UnlikePost' });
    return written({ likeable_id: likeableId, likeable_type: 'Post' as const, liked: false }, position);
  }

  private async on(user: CurrentUser, postId: string) {
    if (!POST_ID.test(postId)) throw postNotFound();
    const siteId = await this.access.postSite(user, postId);
    return { siteId, postId, actor: { userId: user.id, role: user.role }, at: this.now() };
  }

  private now(): string {
    return this.config.now().toISOString();
  }

  private run(user: CurrentUser, correlationId: string, command: WallCommand) {
    return this.commands.execute(new RunPostCommand({ command, user, correlationId }));
  }
}
