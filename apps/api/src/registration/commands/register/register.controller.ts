import { Body, Controller, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../../config.js';
import { Public } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { setSessionCookie } from '../../../identity/session-token.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { hasPilotCookie } from '../../../sites/pilot-cookie.js';
import { siteIdParam } from '../../../sites/site-directory.js';
import { Register } from './register.handler.js';

import { RegisterBodyDto, RegisteredAnswer } from './register.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/**
 * POST /api/sites/{site_id}/users (spec 2 §7): creates a participant and signs them in, like
 * sign-in: the session cookie is set and auth_key carries its value. The answer's data is a
 * list whose first item is the new user (the legacy client reads data[0]).
 */
@Controller('sites/:site_id/users')
export class RegisterController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Public()
  @Post()
  @Endpoint({
    summary: 'Register (creates the participant and signs them in)',
    response: RegisteredAnswer,
    status: 201,
    errors: [403, 404],
  })
  async register(
    @Param('site_id') siteId: string,
    @Body() body: RegisterBodyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const id = siteIdParam(siteId);
    const input = body;
    const result = await this.commands.execute(
      new Register({
        siteId: id,
        body: input,
        pilot: (hash) => hasPilotCookie(request, id, hash),
        correlationId: correlationIdOf(request),
      }),
    );
    setSessionCookie(reply, result.token, this.config.secureCookies, input.stay_logged_in ? result.expiresAt : undefined);
    return written([{ ...result.user, auth_key: result.token }], result.position);
  }
}
