import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeLocationsController } from './commands/change-locations/change-locations.controller.js';
import { ChangeLocationsHandler } from './commands/change-locations/change-locations.handler.js';
import { LocationsController } from './queries/locations/locations.controller.js';

@Module({ imports: [SitesModule], controllers: [ChangeLocationsController, LocationsController], providers: [ChangeLocationsHandler] })
export class LocationsModule {}
