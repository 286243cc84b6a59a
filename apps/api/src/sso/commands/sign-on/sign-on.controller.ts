import { Body, Controller, Inject, Post, Query, Req, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findSiteByHostname, findSiteById, findUserBySsoIdentifier, listSsoDetails, type Database } from '@wellway/read-models';
import { Public, type AuthenticatedRequest } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { AttemptFailures, AttemptLimiter, type LimitKey } from '../../../http/attempt-limiter.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { Impersonate } from '../../../users/commands/impersonate/impersonate.handler.js';
import { SignOn } from './sign-on.handler.js';

import { SignedOnAnswer, SsoSignOnBodyDto, SsoSignOnQueryDto } from './sign-on.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

export const SSO_FAILED = 'Single sign-on failed.';

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Equal-length digests compared in constant time: the key's length and content leak nothing. */
export const sameSecret = (given: string, stored: string): boolean => timingSafeEqual(digest(given), digest(stored));

/** Only a path on this site may follow a sign-on (no open redirect to another host). */
const localPath = (value: string): string | null => (/^\/(?![/\\])/.test(value) ? value : null);

/**
 * POST /api/sso: a site's identity provider (or a master impersonating, spec 3 §6 SSO flow)
 * posts the site's shared secret (`key` = wskey), a `url` and the user's `identifier`. The answer
 * is a URL that signs the browser in once (a handoff key, claimed by /get_user_from_auth_key).
 * Called with a master's session, the new session is an audited impersonation.
 */
@Controller('sso')
export class SignOnController {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('sso');
  }

  @Public()
  @Post()
  @ReadsFrom('sso_details', 'users')
  @Endpoint({ summary: 'Single sign-on: answers the URL that signs the browser in', response: SignedOnAnswer, errors: [401, 404] })
  async signOn(@Body() body: SsoSignOnBodyDto, @Query() query: SsoSignOnQueryDto, @Req() request: AuthenticatedRequest) {
    const input = body;
    const { site_id } = query;
    const keys: LimitKey[] = [{ key: `sso:${request.ip}`, max: 100 }];
    const attempt = await this.limiter.begin(keys); // counted first: a burst cannot pass the limit
    const site = site_id ? await findSiteById(this.db, site_id) : await findSiteByHostname(this.db, request.hostname);
    const details = site ? (await listSsoDetails(this.db, site.id)).filter((detail) => detail.is_sso_enabled) : [];
    // Every enabled detail is compared, match or not, so timing tells nothing about which.
    const matched = details.filter((detail) => sameSecret(input.key, detail.wskey))[0];
    const user = site && matched ? await findUserBySsoIdentifier(this.db, site.id, input.identifier) : undefined;
    if (!site || !matched || !user) throw new UnauthorizedException(SSO_FAILED);
    await attempt.succeeded();
    const caller = request.user;
    const master = caller?.role === 'master' && !caller.impersonatorId ? caller : undefined;
    if (master && master.id === user.id) throw new UnauthorizedException(SSO_FAILED);
    const correlationId = correlationIdOf(request);
    const handoff = await this.commands.execute(
      master ? new Impersonate({ master, target: user, correlationId }) : new SignOn({ user, correlationId }),
    );
    const then = localPath(input.url) ?? localPath(matched.redirect) ?? '/';
    const redirectUrl = `${request.protocol}://${request.host}/users/impersonate?${new URLSearchParams({ auth_key: handoff.token, url: then })}`;
    return written({ redirect_url: redirectUrl }, handoff.position);
  }
}
