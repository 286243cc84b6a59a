import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { apiCapabilities } from './capabilities.js';
import type { ApiConfig } from './config.js';
import { HealthModule } from './health/health.module.js';
import { ErrorsFilter } from './http/errors.filter.js';
import { SessionGuard } from './identity/session.guard.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { PermissionGuard } from './http/require-permission.js';
import { ValidationPipe } from './http/validation.js';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(config), CqrsModule.forRoot(), ...apiCapabilities, HealthModule, OpenApiModule],
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_FILTER, useClass: ErrorsFilter },
        { provide: APP_PIPE, useClass: ValidationPipe },
      ],
    };
  }
}
