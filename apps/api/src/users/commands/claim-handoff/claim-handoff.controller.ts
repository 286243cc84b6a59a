import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { COULD_NOT_IMPERSONATE } from '@wellway/domain';
import { claimHandoff, findSiteById, findUserById, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { Public, type AuthenticatedRequest } from '../../../http/current-user.js';
import { SESSION_COOKIE, hashToken } from '../../../identity/session-token.js';
import { userResponse } from '../../../identity/user-response.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { Handoffs, IMPERSONATOR_COOKIE, sessionCookieOf } from '../../impersonation.js';
import { HandedOffUserAnswer } from './claim-handoff.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

const couldNotImpersonate = () => new NotFoundException(COULD_NOT_IMPERSONATE);

/** GET /get_user_from_auth_key/{key}: the browser trades a handoff key (impersonation, SSO) for a session cookie. */
@Controller()
export class ClaimHandoffController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Claims a handoff key once; the browser's own (master's) session is kept aside to return to. */
  @Public()
  @Get('get_user_from_auth_key/:key')
  @Endpoint({ summary: 'Trade a one-time impersonation key for a session', response: HandedOffUserAnswer })
  async fromAuthKey(@Param('key') key: string, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!/^[\w-]{20,100}$/.test(key)) throw couldNotImpersonate();
    const claimed = await claimHandoff(this.db, hashToken(key), this.config.now());
    if (!claimed) throw couldNotImpersonate();
    const [user, site] = await Promise.all([findUserById(this.db, claimed.user_id), findSiteById(this.db, claimed.site_id)]);
    if (!user || !site) throw couldNotImpersonate();
    const own = sessionCookieOf(request);
    if (claimed.impersonator_id && own && request.user?.id === claimed.impersonator_id)
      this.handoffs.setSessionCookie(reply, IMPERSONATOR_COOKIE, own);
    this.handoffs.setSessionCookie(reply, SESSION_COOKIE, key);
    return one({ ...userResponse(user, site), impersonator_id: claimed.impersonator_id });
  }
}
