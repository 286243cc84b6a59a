import { Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@wellway/domain';
import { IS_PUBLIC, type AuthenticatedRequest } from '../http/current-user.js';
import { CONFIG } from '../infrastructure/tokens.js';
import { SessionCache } from './session-cache.js';
import type { ApiConfig } from '../config.js';
import { hashToken, tokenFrom } from './session-token.js';

export const PLEASE_LOG_IN = 'Please log in.';

/** Every route needs a live session unless marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const token = tokenFrom(request);
    const tokenHash = token ? hashToken(token) : null;
    const session = tokenHash ? await this.sessions.find(tokenHash, this.config.now()) : null;
    if (session) {
      request.user = {
        id: session.user_id,
        siteId: session.site_id,
        role: session.role as Role,
        email: session.email,
        impersonatorId: session.impersonator_id,
      };
      request.sessionTokenHash = tokenHash as string;
    }
    if (isPublic || session) return true;
    throw new UnauthorizedException(PLEASE_LOG_IN);
  }
}
