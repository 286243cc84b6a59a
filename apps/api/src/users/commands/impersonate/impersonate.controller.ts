import { Controller, Inject, Param, Post, UnprocessableEntityException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { COULD_NOT_IMPERSONATE } from '@wellway/domain';
import { findSiteById, findUserById, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { Impersonate } from './impersonate.handler.js';
import { userNotFound } from '../../../http/not-found.js';
import { ImpersonationAnswer } from './impersonate.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

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
  ) {}

  @Post('users/:id/impersonate')
  @RequirePermission('master.impersonate')
  @Endpoint({ summary: 'Start impersonating a user: answers a one-time key', response: ImpersonationAnswer, errors: [422] })
  async impersonate(@User() master: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    if (master.impersonatorId) throw new UnprocessableEntityException(COULD_NOT_IMPERSONATE);
    if (!isUuid(id)) throw userNotFound();
    const target = await findUserById(this.db, id);
    const site = target && (await findSiteById(this.db, target.site_id));
    if (!target || !site) throw userNotFound();
    const handoff = await this.commands.execute(new Impersonate({ master, target, correlationId }));
    return written({ auth_key: handoff.token, id: target.id, site_subdomain: siteSubdomain(site.urls) }, handoff.position);
  }
}

/** The host the user's site answers on, for the shared cookie: a plain name before an IP address, never a pattern. */
function siteSubdomain(urls: readonly string[]): string | null {
  const hosts = urls.filter((url) => !url.includes('*'));
  return hosts.find((host) => !/^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(host)) ?? hosts[0] ?? null;
}
