import { Body, Controller, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { setSessionCookie } from '../../session-token.js';
import { Authenticate } from './authenticate.handler.js';

import { AuthenticateBodyDto, AuthenticateQueryDto, SignedInAnswer } from './authenticate.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('users')
export class AuthenticateController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Public()
  @Post('authenticate')
  @Endpoint({ summary: 'Sign in (sets the session cookie, answers `auth_key`)', response: SignedInAnswer, errors: [401, 404, 429] })
  async authenticate(
    @Body() body: AuthenticateBodyDto,
    @Query() query: AuthenticateQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = body;
    const { site_id } = query;
    const result = await this.commands.execute(
      new Authenticate({
        email: input.email,
        password: input.password,
        staySignedIn: input.stay_logged_in,
        siteId: site_id,
        hostname: request.hostname.split(':')[0] ?? '',
        clientIp: request.ip,
        correlationId: correlationIdOf(request),
      }),
    );
    setSessionCookie(reply, result.token, this.config.secureCookies, input.stay_logged_in ? result.expiresAt : undefined);
    return written({ ...result.user, auth_key: result.token }, result.position);
  }
}
