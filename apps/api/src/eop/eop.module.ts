import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { EopController } from './queries/eop/eop.controller.js';

/** The end-of-program report (spec 3 §2.1 /site/{siteId}/eop, §7; issue 16): read models only. */
@Module({
  imports: [SitesModule],
  controllers: [EopController],
})
export class EopModule {}
