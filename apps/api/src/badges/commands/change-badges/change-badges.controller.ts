import { Body, Controller, Delete, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SaveBadgeBody } from '@wellway/contracts';
import type { BadgeFields } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { badgeNotFound } from '../../../http/not-found.js';
import { administeredSite } from '../../../sites/site-directory.js';
import {
  BadgeDeletedAnswer,
  BadgeLockedImageAnswer,
  BadgeLockedImageBodyDto,
  BadgeSiteQueryDto,
  BadgesReorderedAnswer,
  ReorderBadgesBodyDto,
  SaveBadgeBodyDto,
  SavedBadgeAnswer,
} from './change-badges.dto.js';
import { CreateBadge, DeleteBadge, ReorderBadges, SaveBadge, SetBadgeLockedImage, type BadgeWritten } from './change-badges.handler.js';

export const MANAGE_BADGES_ONLY = 'Only coordinators and masters can change badges.';

const fieldsOf = (body: SaveBadgeBody): BadgeFields => ({
  name: body.name,
  category: body.category,
  goal: body.goal,
  goal2: body.goal2,
  programId: body.program_id,
  icon: body.icon,
});

/** Spec 3 §4 badge editing, §7 badges calls: create, save, delete or reset, reorder, the locked image. */
@Controller('badges')
@RequirePermission('badges.manage', MANAGE_BADGES_ONLY)
export class ChangeBadgesController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** The badge as decided (a read with `min_position` shows it in the site's list). */
  private seen({ badge }: BadgeWritten) {
    if (!badge) throw badgeNotFound();
    return badge;
  }

  @Post()
  @Endpoint({ summary: 'Create a badge', response: SavedBadgeAnswer, status: 201 })
  async create(@User() user: CurrentUser, @Body() body: SaveBadgeBodyDto, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, body.site_id);
    const result = await this.commands.execute(new CreateBadge({ user, siteId, correlationId, fields: fieldsOf(body) }));
    return written(this.seen(result), result.position);
  }

  @Post('reorder')
  @Endpoint({ summary: "Reorder the site's badges", response: BadgesReorderedAnswer })
  async reorder(@User() user: CurrentUser, @Body() body: ReorderBadgesBodyDto, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, body.site_id);
    const result = await this.commands.execute(new ReorderBadges({ user, siteId, correlationId, sequence: body.sequence }));
    return written({ site_id: siteId, sequence: [...body.sequence] }, result.position);
  }

  @Put('locked_image')
  @Endpoint({ summary: 'Set the image locked badges show on the site', response: BadgeLockedImageAnswer })
  async lockedImage(@User() user: CurrentUser, @Body() body: BadgeLockedImageBodyDto, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, body.site_id);
    const image = body.badge_locked_image || null;
    const result = await this.commands.execute(new SetBadgeLockedImage({ user, siteId, correlationId, image }));
    return written({ site_id: siteId, badge_locked_image: image }, result.position);
  }

  /** Answers the badge written: a default saved on another site answers that site's copy (a new id). */
  @Put(':id')
  @Endpoint({ summary: 'Save a badge (a default saved on another site makes its copy)', response: SavedBadgeAnswer })
  async save(@User() user: CurrentUser, @Param('id') id: string, @Body() body: SaveBadgeBodyDto, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, body.site_id);
    const result = await this.commands.execute(new SaveBadge({ user, siteId, correlationId, badgeId: id, fields: fieldsOf(body) }));
    return written(this.seen(result), result.position);
  }

  @Delete(':id')
  @Endpoint({ summary: "Delete a badge, or reset a site's copy to the default", response: BadgeDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: BadgeSiteQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = administeredSite(user, query.site_id);
    const result = await this.commands.execute(new DeleteBadge({ user, siteId, correlationId, badgeId: id }));
    return written({ id, outcome: result.outcome }, result.position);
  }
}
