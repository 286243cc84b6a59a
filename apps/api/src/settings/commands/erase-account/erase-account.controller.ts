import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { User, type AuthenticatedRequest, type CurrentUser } from '../../../http/current-user.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { clearSessionCookie } from '../../../identity/session-token.js';
import { EraseAccount } from './erase-account.handler.js';
import { AccountErasureBodyDto, AccountErasureRequestedAnswer } from './erase-account.dto.js';

/** POST /account/erasure: Settings → delete my account (docs/api.md). */
@Controller('account')
export class EraseAccountController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('erasure')
  @Endpoint({
    summary:
      'Delete my own account after typing my password again (SSO accounts: a sign-in of the last 10 minutes); signs me out everywhere',
    response: AccountErasureRequestedAnswer,
    errors: [403, 429],
  })
  async erase(
    @User() actor: CurrentUser,
    @Body() body: AccountErasureBodyDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(
      new EraseAccount({
        actor,
        sessionTokenHash: request.sessionTokenHash!,
        password: body.password,
        clientIp: request.ip,
        correlationId: correlationIdOf(request),
      }),
    );
    clearSessionCookie(reply);
    return written({ erasure_requested: true as const }, result.position);
  }
}
