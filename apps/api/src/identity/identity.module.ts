import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { AuthenticateController } from './commands/authenticate/authenticate.controller.js';
import { AuthenticateHandler } from './commands/authenticate/authenticate.handler.js';
import { LogoutController } from './commands/logout/logout.controller.js';
import { LogoutHandler } from './commands/logout/logout.handler.js';
import { ForgotPasswordController } from './commands/forgot-password/forgot-password.controller.js';
import { ForgotPasswordHandler } from './commands/forgot-password/forgot-password.handler.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { MeController } from './queries/me/me.controller.js';
import { SessionController } from './queries/session/session.controller.js';
import { VerifyPasswordResetController } from './queries/verify-password-reset/verify-password-reset.controller.js';
import { SessionCache } from './session-cache.js';

/** Signing in and out, password resets, the current user; SessionCache for the session guard and session endings. */
@Module({
  imports: [SitesModule],
  controllers: [
    AuthenticateController,
    LogoutController,
    MeController,
    SessionController,
    ForgotPasswordController,
    ResetPasswordController,
    VerifyPasswordResetController,
  ],
  providers: [AuthenticateHandler, LogoutHandler, ForgotPasswordHandler, ResetPasswordHandler, SessionCache],
  exports: [SessionCache],
})
export class IdentityModule {}
