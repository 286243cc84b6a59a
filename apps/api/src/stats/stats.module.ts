import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { StatsController } from './queries/stats/stats.controller.js';

/** A user's statistics. */
@Module({ imports: [SitesModule], controllers: [StatsController] })
export class StatsModule {}
