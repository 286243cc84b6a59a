import { Module } from '@nestjs/common';
import { DatabaseAvailability } from './database-availability.js';
import { HealthController } from './health.controller.js';

/** Liveness, readiness, and the database's availability as requests see it (used by the errors filter). */
@Module({ controllers: [HealthController], providers: [DatabaseAvailability], exports: [DatabaseAvailability] })
export class HealthModule {}
