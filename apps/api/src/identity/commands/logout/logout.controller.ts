import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../../../http/current-user.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { positionMeta } from '../../../http/envelope.js';
import { SESSION_COOKIE } from '../../session-token.js';
import { Logout } from './logout.handler.js';
import { SignedOutAnswer } from './logout.dto.js';

@Controller('users')
export class LogoutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** Ends this session only; other devices stay signed in. */
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out (clears the session cookie)' })
  @ZodResponse({ status: 200, type: SignedOutAnswer })
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const recorded = await this.commands.execute(new Logout(request.user!, request.sessionTokenHash!, correlationIdOf(request)));
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { data: { signed_out: true }, meta: positionMeta(recorded.position) };
  }
}
