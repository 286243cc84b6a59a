import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChallengeSlots } from './challenge-slots.js';
import { ChangeCatalogueController } from './commands/change-catalogue/change-catalogue.controller.js';
import { ChangeCatalogueHandler } from './commands/change-catalogue/change-catalogue.handler.js';
import { ChangeChallengeStatusHandler } from './commands/change-user-challenge-status/change-user-challenge-status.handler.js';
import { UserChallengeCommandsController } from './commands/send-user-challenge/send-user-challenge.controller.js';
import { SendChallengeHandler } from './commands/send-user-challenge/send-user-challenge.handler.js';
import { CatalogueController } from './queries/catalogue/catalogue.controller.js';
import { UserChallengesController } from './queries/user-challenges/user-challenges.controller.js';

/** The challenge catalogue (spec 3) and peer challenges between friends (spec 2). */
@Module({
  imports: [SitesModule],
  controllers: [CatalogueController, ChangeCatalogueController, UserChallengesController, UserChallengeCommandsController],
  providers: [ChallengeSlots, ChangeCatalogueHandler, SendChallengeHandler, ChangeChallengeStatusHandler],
})
export class ChallengesModule {}
