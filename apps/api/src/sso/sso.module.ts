import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { SsoDetailsController } from './sso-details.controller.js';
import { SsoSignOnController } from './sso-sign-on.controller.js';
import { SignOnHandler } from './commands/sign-on/sign-on.handler.js';
import { ChangeSsoDetailHandler } from './commands/change-sso-detail/change-sso-detail.handler.js';

@Module({
  imports: [UsersModule],
  controllers: [SsoDetailsController, SsoSignOnController],
  providers: [SignOnHandler, ChangeSsoDetailHandler],
})
export class SsoModule {}
