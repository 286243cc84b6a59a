import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { BadgesModule } from './badges/badges.module.js';
import type { ApiConfig } from './config.js';
import { ContentModule } from './content/content.module.js';
import { EligibilityModule } from './eligibility/eligibility.module.js';
import { EntriesModule } from './entries/entries.module.js';
import { HealthModule } from './health/health.controller.js';
import { ErrorsFilter } from './http/errors.filter.js';
import { IdentityModule } from './identity/identity.module.js';
import { SessionGuard } from './identity/session.guard.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { ProgramsModule } from './programs/programs.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SitesModule } from './sites/sites.module.js';
import { StatsModule } from './stats/stats.module.js';
import { UsersModule } from './users/users.module.js';
import { SsoModule } from './sso/sso.module.js';
import { PermissionGuard } from './http/require-permission.js';
import { ValidationPipe } from './http/validation.js';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config),
        CqrsModule.forRoot(),
        SitesModule,
        IdentityModule,
        SettingsModule,
        EntriesModule,
        StatsModule,
        BadgesModule,
        NotificationsModule,
        EligibilityModule,
        ContentModule,
        LocationsModule,
        ProgramsModule,
        RegistrationModule,
        HealthModule,
        UsersModule,
        SsoModule,
        OpenApiModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_FILTER, useClass: ErrorsFilter },
        { provide: APP_PIPE, useClass: ValidationPipe },
      ],
    };
  }
}
