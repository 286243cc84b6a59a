import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeGoalsController } from './commands/change-goals/change-goals.controller.js';
import { ChangeGoalsHandler } from './commands/change-goals/change-goals.handler.js';
import { ChangeSiteGoalsController } from './commands/change-site-goals/change-site-goals.controller.js';
import { ChangeSiteGoalHandler } from './commands/change-site-goals/change-site-goals.handler.js';
import { GoalsController } from './queries/goals/goals.controller.js';

/** Goals (spec 2 §2-§9, spec 3 §4): the site's catalogue, with default-site inheritance, and each person's goals. */
@Module({
  imports: [SitesModule],
  controllers: [GoalsController, ChangeGoalsController, ChangeSiteGoalsController],
  providers: [ChangeGoalsHandler, ChangeSiteGoalHandler],
})
export class GoalsModule {}
