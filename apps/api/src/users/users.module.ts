import { Module } from '@nestjs/common';
import { DeleteUserController } from './commands/delete-user.controller.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler.js';
import { ImpersonateController } from './commands/impersonate.controller.js';
import { ImpersonateHandler } from './commands/impersonate/impersonate.handler.js';
import { StopImpersonatingHandler } from './commands/stop-impersonating/stop-impersonating.handler.js';
import { Handoffs } from './impersonation.js';
import { UsersController } from './queries/users.controller.js';

@Module({
  controllers: [UsersController, DeleteUserController, ImpersonateController],
  providers: [Handoffs, DeleteUserHandler, ImpersonateHandler, StopImpersonatingHandler],
  exports: [Handoffs],
})
export class UsersModule {}
