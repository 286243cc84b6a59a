import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { administeredSite } from '../../../sites/site-directory.js';
import { AwardBadgeBodyDto, BadgeAwardsAnswer } from '../change-badges/change-badges.dto.js';
import { MANAGE_BADGES_ONLY } from '../change-badges/change-badges.controller.js';
import { AwardCustomBadge } from './award-badge.handler.js';

@Controller('badges')
@RequirePermission('badges.manage', MANAGE_BADGES_ONLY)
export class AwardBadgeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/award')
  @Endpoint({ summary: 'Award a custom badge to chosen participants of the site', response: BadgeAwardsAnswer })
  async award(@User() user: CurrentUser, @Param('id') id: string, @Body() body: AwardBadgeBodyDto, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, body.site_id);
    const { position, ...awards } = await this.commands.execute(
      new AwardCustomBadge({ user, siteId, badgeId: id, userIds: body.user_ids, correlationId }),
    );
    return written(awards, position);
  }
}
