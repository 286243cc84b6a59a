import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ParticipantsController } from './queries/participants/participants.controller.js';
import { DashboardProgramsController } from './queries/programs/programs.controller.js';
import { CoordinatorStatsController } from './queries/stats/stats.controller.js';

/** The coordinator dashboard (spec 3 §2.4): program reports, upcoming launches, participants, stats. */
@Module({
  imports: [SitesModule],
  controllers: [DashboardProgramsController, ParticipantsController, CoordinatorStatsController],
})
export class DashboardModule {}
