import { Controller, Get, Inject, UnauthorizedException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { PLEASE_LOG_IN } from '../../session.guard.js';
import { signedInUser } from '../session/signed-in-user.js';
import { MeAnswer } from './me.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

@Controller('users')
export class MeController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('me')
  @ReadsFrom('users', 'content', 'site_evaluations', 'user_evaluation_answers')
  @Endpoint({ summary: 'The signed-in user, with permissions and required terms', response: MeAnswer })
  async me(@User() current: CurrentUser) {
    const user = await signedInUser(this.db, current, this.config.now());
    if (!user) throw new UnauthorizedException(PLEASE_LOG_IN);
    return one(user);
  }
}
