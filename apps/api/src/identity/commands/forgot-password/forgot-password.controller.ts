import { Body, Controller, Inject, Ip, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { ForgotPassword } from './forgot-password.handler.js';

import { ForgotPasswordBodyDto, ResetLinkSentAnswer } from './forgot-password.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('sites')
export class ForgotPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post(':siteId/users/forgot')
  @Endpoint({ summary: 'E-mail a password reset link', response: ResetLinkSentAnswer, errors: [404, 429] })
  async forgot(
    @Param('siteId') siteId: string,
    @Body() body: ForgotPasswordBodyDto,
    @CorrelationId() correlationId: string,
    @Ip() ip: string,
  ) {
    const { email } = body;
    const result = await this.commands.execute(new ForgotPassword({ siteId, email, correlationId, clientIp: ip }));
    return written({ sent: true }, result.position);
  }
}
