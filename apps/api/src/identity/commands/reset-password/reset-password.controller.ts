import { Body, Controller, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { ResetPassword } from './reset-password.handler.js';

import { PasswordResetAnswer, ResetPasswordBodyDto } from './reset-password.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('users')
export class ResetPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** PUT /users/password_reset { thing, password } (spec 1 §7). */
  @Public()
  @Put('password_reset')
  @Endpoint({ summary: 'Set a new password with a reset link', response: PasswordResetAnswer, errors: [404] })
  async reset(@Body() body: ResetPasswordBodyDto, @CorrelationId() correlationId: string) {
    const input = body;
    const result = await this.commands.execute(
      new ResetPassword({ token: input.thing, password: input.password, confirmation: input.password_confirmation, correlationId }),
    );
    return written({ reset: true, email: result.email }, result.position);
  }
}
