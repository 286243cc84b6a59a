import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { ForgotPassword } from './forgot-password.handler.js';
import { ApiDoc } from '../../../http/api-doc.js';

import { ForgotPasswordBodyDto } from './forgot-password.dto.js';

@Controller('sites')
export class ForgotPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post(':siteId/users/forgot')
  @HttpCode(200)
  @ApiDoc('E-mail a password reset link', { errors: [404] })
  async forgot(@Param('siteId') siteId: string, @Body() body: ForgotPasswordBodyDto, @Req() request: FastifyRequest) {
    const { email } = body;
    const result = await this.commands.execute(new ForgotPassword(siteId, email, correlationIdOf(request), request.ip));
    return { data: { sent: true }, meta: positionMeta(result.position) };
  }
}
