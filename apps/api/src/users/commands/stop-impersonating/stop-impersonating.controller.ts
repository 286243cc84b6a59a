import { Controller, Inject, Post, Req, Res, UnprocessableEntityException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { ApiConfig } from '../../../config.js';
import { User, type AuthenticatedRequest, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { SESSION_COOKIE, clearSessionCookie, hashToken } from '../../../identity/session-token.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { Handoffs, IMPERSONATOR_COOKIE } from '../../impersonation.js';
import { StopImpersonating } from './stop-impersonating.handler.js';
import { ImpersonationEndedAnswer } from './stop-impersonating.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** POST /users/stop_impersonating: back to the master's own session, kept aside while impersonating. */
@Controller()
export class StopImpersonatingController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post('users/stop_impersonating')
  @Endpoint({ summary: "Stop impersonating (restores the master's session)", response: ImpersonationEndedAnswer, errors: [422] })
  async stop(@User() user: CurrentUser, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!user.impersonatorId) throw new UnprocessableEntityException('You are not impersonating anyone.');
    const { impersonatorId } = user;
    const result = await this.commands.execute(
      new StopImpersonating({
        user: { ...user, impersonatorId },
        sessionTokenHash: request.sessionTokenHash!,
        correlationId: correlationIdOf(request),
      }),
    );
    const kept = request.cookies?.[IMPERSONATOR_COOKIE];
    const master = kept ? await this.sessions.find(hashToken(kept), this.config.now()) : undefined;
    clearSessionCookie(reply, IMPERSONATOR_COOKIE);
    if (master && master.user_id === user.impersonatorId) this.handoffs.setSessionCookie(reply, SESSION_COOKIE, kept!);
    else clearSessionCookie(reply);
    return written(
      { restored: Boolean(master && master.user_id === user.impersonatorId), user_id: user.id, site_id: user.siteId },
      result.position,
    );
  }
}
