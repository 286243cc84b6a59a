import { Module } from '@nestjs/common';
import { ChangeLocationsController } from './commands/change-locations.controller.js';
import { ChangeLocationsHandler } from './commands/change-locations.handler.js';
import { LocationsController } from './queries/locations.controller.js';

@Module({ controllers: [ChangeLocationsController, LocationsController], providers: [ChangeLocationsHandler] })
export class LocationsModule {}
