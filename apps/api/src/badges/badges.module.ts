import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { BadgesController } from './queries/badges/badges.controller.js';
import { ChangeBadgesController } from './commands/change-badges/change-badges.controller.js';
import {
  CreateBadgeHandler,
  DeleteBadgeHandler,
  ReorderBadgesHandler,
  SaveBadgeHandler,
  SetBadgeLockedImageHandler,
} from './commands/change-badges/change-badges.handler.js';
import { AwardBadgeController } from './commands/award-badge/award-badge.controller.js';
import { AwardCustomBadgeHandler } from './commands/award-badge/award-badge.handler.js';

/** A participant's badges; their administration (spec 3 §4) and custom awards. */
@Module({
  imports: [SitesModule],
  controllers: [ChangeBadgesController, AwardBadgeController, BadgesController],
  providers: [
    CreateBadgeHandler,
    SaveBadgeHandler,
    DeleteBadgeHandler,
    ReorderBadgesHandler,
    SetBadgeLockedImageHandler,
    AwardCustomBadgeHandler,
  ],
})
export class BadgesModule {}
