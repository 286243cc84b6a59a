import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { ClaimHandoffController } from './commands/claim-handoff/claim-handoff.controller.js';
import { EraseUserController } from './commands/erase-user/erase-user.controller.js';
import { EraseUserHandler } from './commands/erase-user/erase-user.handler.js';
import { ErasuresController } from './queries/erasures/erasures.controller.js';
import { ImpersonateController } from './commands/impersonate/impersonate.controller.js';
import { ImpersonateHandler } from './commands/impersonate/impersonate.handler.js';
import { StopImpersonatingController } from './commands/stop-impersonating/stop-impersonating.controller.js';
import { StopImpersonatingHandler } from './commands/stop-impersonating/stop-impersonating.handler.js';
import { Handoffs } from './impersonation.js';
import { UsersController } from './queries/users/users.controller.js';

/** Spec 3 §7 Users: the list, erasing a user (its delete) and the erasure audit, and impersonation (with the handoff of a session). */
@Module({
  imports: [IdentityModule, SitesModule],
  controllers: [
    UsersController,
    EraseUserController,
    ErasuresController,
    ImpersonateController,
    ClaimHandoffController,
    StopImpersonatingController,
  ],
  providers: [Handoffs, EraseUserHandler, ImpersonateHandler, StopImpersonatingHandler],
  exports: [Handoffs],
})
export class UsersModule {}
