import { Body, Controller, Inject, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { hashResetToken } from '@wellway/domain/users/reset-token';
import { findResetToken, resetTokenUsable, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { Public } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';

import { PasswordResetCheckAnswer, VerifyResetBodyDto } from './verify-password-reset.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

@Controller('users')
export class VerifyPasswordResetController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A query sent as POST (spec 1 §7): may this token set a password now, and for which e-mail? */
  @Public()
  @Post('verify_password_reset')
  @ReadsFrom('password_resets', 'users')
  @Endpoint({ summary: 'Whether a password reset link may still be used', response: PasswordResetCheckAnswer })
  async verify(@Body() body: VerifyResetBodyDto) {
    const { thing } = body;
    const token = await findResetToken(this.db, hashResetToken(thing));
    const allow = resetTokenUsable(token, this.config.now());
    return one({ allow, email: allow ? token.email : null });
  }
}
