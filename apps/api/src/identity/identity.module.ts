import { Global, Module } from '@nestjs/common';
import { AuthenticateController } from './commands/authenticate/authenticate.controller.js';
import { AuthenticateHandler } from './commands/authenticate/authenticate.handler.js';
import { LogoutController } from './commands/logout/logout.controller.js';
import { MeController } from './queries/me/me.controller.js';
import { SessionCache } from './session-cache.js';

@Global()
@Module({
  controllers: [AuthenticateController, LogoutController, MeController],
  providers: [AuthenticateHandler, SessionCache],
  exports: [SessionCache],
})
export class IdentityModule {}
