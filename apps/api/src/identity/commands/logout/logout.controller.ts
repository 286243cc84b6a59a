import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../../../http/current-user.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { written } from '../../../http/envelope.js';
import { clearSessionCookie } from '../../session-token.js';
import { Logout } from './logout.handler.js';
import { SignedOutAnswer } from './logout.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('users')
export class LogoutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** Ends this session only; other devices stay signed in. */
  @Post('logout')
  @Endpoint({ summary: 'Sign out (clears the session cookie)', response: SignedOutAnswer })
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const recorded = await this.commands.execute(
      new Logout({ user: request.user!, sessionTokenHash: request.sessionTokenHash!, correlationId: correlationIdOf(request) }),
    );
    clearSessionCookie(reply);
    return written({ signed_out: true }, recorded.position);
  }
}
