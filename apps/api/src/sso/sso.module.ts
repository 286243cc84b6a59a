import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { SsoDetailsController } from './sso-details.controller.js';
import { SsoSignOnController } from './sso-sign-on.controller.js';

@Module({ imports: [UsersModule], controllers: [SsoDetailsController, SsoSignOnController] })
export class SsoModule {}
