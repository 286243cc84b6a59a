import { Body, Controller, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashResetToken } from '@wellway/domain/users/reset-token';
import { findResetToken, resetTokenUsable, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { Public } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/metadata.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { parse } from '../../../http/validation.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { resetPasswordBody, verifyResetBody } from './reset-password.dto.js';
import { ResetPassword, type ResetPasswordResult } from './reset-password.handler.js';

@Controller('users')
export class ResetPasswordController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A query sent as POST (spec 1 §7): may this token set a password now, and for which e-mail? */
  @Public()
  @Post('verify_password_reset')
  @HttpCode(200)
  @ReadsFrom('password_resets', 'users')
  async verify(@Body() body: unknown) {
    const { thing } = parse(verifyResetBody, body);
    const token = await findResetToken(this.db, hashResetToken(thing));
    const allow = resetTokenUsable(token, this.config.now());
    return { data: { allow, email: allow ? token.email : null }, meta: {} };
  }

  @Public()
  @Put('password_reset')
  async reset(@Body() body: unknown, @Req() request: FastifyRequest) {
    const input = parse(resetPasswordBody, body);
    const result: ResetPasswordResult = await this.commands.execute(new ResetPassword(input.thing, input.password, input.password_confirmation, correlationIdOf(request)));
    return { data: { reset: true, email: result.email }, meta: positionMeta(result.position) };
  }
}
