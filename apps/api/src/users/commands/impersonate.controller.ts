import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Req, Res, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { CommandBus } from '@nestjs/cqrs';
import { COULD_NOT_IMPERSONATE } from '@wellway/domain';
import { claimHandoff, findSiteById, findUserById, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../config.js';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../../http/current-user.js';
import { positionMeta } from '../../http/envelope.js';
import { correlationIdOf } from '../../http/correlation-id.js';
import { RequirePermission } from '../../http/require-permission.js';
import { isUuid } from '../../http/validation.js';
import { SessionCache } from '../../identity/session-cache.js';
import { SESSION_COOKIE, hashToken } from '../../identity/session-token.js';
import { userResponse } from '../../identity/user-response.js';
import { CONFIG, READ_DB } from '../../infrastructure/tokens.js';
import { Handoffs, IMPERSONATOR_COOKIE, sessionCookieOf } from '../impersonation.js';
import { userNotFound } from '../../settings/account-access.js';
import { Impersonate } from './impersonate/impersonate.handler.js';
import { StopImpersonating } from './stop-impersonating/stop-impersonating.handler.js';
import { ApiDoc } from '../../http/api-doc.js';

const couldNotImpersonate = () => new NotFoundException(COULD_NOT_IMPERSONATE);

/**
 * Spec 3 §6 impersonation, non-SSO flow: the master gets a handoff key (`auth_key`, `id`,
 * `site_subdomain` for the shared cookie); the user's site exchanges it once for a session cookie
 * (GET /get_user_from_auth_key/{key}); POST /users/stop_impersonating returns to the master.
 */
@Controller()
export class ImpersonateController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post('users/:id/impersonate')
  @RequirePermission('master.impersonate')
  @HttpCode(200)
  @ApiDoc('Start impersonating a user: answers a one-time key', { errors: [422] })
  async impersonate(@User() master: CurrentUser, @Param('id') id: string, @Req() request: AuthenticatedRequest) {
    if (master.impersonatorId) throw new UnprocessableEntityException(COULD_NOT_IMPERSONATE);
    if (!isUuid(id)) throw userNotFound();
    const target = await findUserById(this.db, id);
    const site = target && (await findSiteById(this.db, target.site_id));
    if (!target || !site) throw userNotFound();
    const handoff = await this.commands.execute(new Impersonate(master, target, correlationIdOf(request)));
    return {
      data: { auth_key: handoff.token, id: target.id, site_subdomain: siteSubdomain(site.urls) },
      meta: positionMeta(handoff.position),
    };
  }

  /** Claims a handoff key once; the browser's own (master's) session is kept aside to return to. */
  @Public()
  @Get('get_user_from_auth_key/:key')
  @ApiDoc('Trade a one-time impersonation key for a session')
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
    return { data: { ...userResponse(user, site), impersonator_id: claimed.impersonator_id }, meta: {} };
  }

  @Post('users/stop_impersonating')
  @HttpCode(200)
  @ApiDoc("Stop impersonating (restores the master's session)", { errors: [422] })
  async stop(@User() user: CurrentUser, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!user.impersonatorId) throw new UnprocessableEntityException('You are not impersonating anyone.');
    const { impersonatorId } = user;
    const result = await this.commands.execute(
      new StopImpersonating({ ...user, impersonatorId }, request.sessionTokenHash!, correlationIdOf(request)),
    );
    const kept = request.cookies?.[IMPERSONATOR_COOKIE];
    const master = kept ? await this.sessions.find(hashToken(kept), this.config.now()) : undefined;
    void reply.clearCookie(IMPERSONATOR_COOKIE, { path: '/' });
    if (master && master.user_id === user.impersonatorId) this.handoffs.setSessionCookie(reply, SESSION_COOKIE, kept!);
    else void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return {
      data: { restored: Boolean(master && master.user_id === user.impersonatorId), user_id: user.id, site_id: user.siteId },
      meta: positionMeta(result.position),
    };
  }
}

/** The host the user's site answers on, for the shared cookie: a plain name before an IP address, never a pattern. */
function siteSubdomain(urls: readonly string[]): string | null {
  const hosts = urls.filter((url) => !url.includes('*'));
  return hosts.find((host) => !/^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(host)) ?? hosts[0] ?? null;
}
