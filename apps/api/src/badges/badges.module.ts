import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { BadgesController } from './queries/badges/badges.controller.js';

/** A participant's badges. */
@Module({ imports: [SitesModule], controllers: [BadgesController] })
export class BadgesModule {}
