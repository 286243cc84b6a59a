import { Module } from '@nestjs/common';
import { DeleteUserController } from './commands/delete-user.controller.js';
import { ImpersonateController } from './commands/impersonate.controller.js';
import { Handoffs } from './impersonation.js';
import { UsersController } from './queries/users.controller.js';

@Module({ controllers: [UsersController, DeleteUserController, ImpersonateController], providers: [Handoffs], exports: [Handoffs] })
export class UsersModule {}
