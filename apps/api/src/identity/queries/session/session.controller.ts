import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '@wellway/read-models';
import { Public, type AuthenticatedRequest } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { SessionAnswer } from './session.dto.js';
import { signedInUser } from './signed-in-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

/**
 * Who is signed in, answered 200 for anyone: the web app asks on every page load, and a signed-out
 * visitor is an answer (`data: null`), not an error its browser would log. `GET /users/me` keeps
 * answering 401 without a session; API clients and the authorization matrix rely on it.
 */
@Controller('session')
export class SessionController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Public()
  @Get()
  @ReadsFrom('users', 'content', 'site_evaluations', 'user_evaluation_answers', 'programs')
  @Endpoint({ summary: 'The signed-in user (as GET /users/me shows it), or null when no one is signed in', response: SessionAnswer })
  async session(@Req() request: AuthenticatedRequest) {
    return one(request.user ? await signedInUser(this.db, request.user, this.config.now()) : null);
  }
}
