import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChangeSsoDetailController } from './commands/change-sso-detail/change-sso-detail.controller.js';
import { ChangeSsoDetailHandler } from './commands/change-sso-detail/change-sso-detail.handler.js';
import { SignOnController } from './commands/sign-on/sign-on.controller.js';
import { SignOnHandler } from './commands/sign-on/sign-on.handler.js';
import { SsoDetailsController } from './queries/sso-details/sso-details.controller.js';

/** Single sign-on: a site's SSO details, and the sign-on its identity provider posts. */
@Module({
  imports: [SitesModule, UsersModule],
  controllers: [SsoDetailsController, ChangeSsoDetailController, SignOnController],
  providers: [SignOnHandler, ChangeSsoDetailHandler],
})
export class SsoModule {}
