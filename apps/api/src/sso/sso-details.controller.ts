import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SsoDetail, SsoDetailCommand } from '@wellway/domain';
import { findSsoDetail, listSsoDetails, type Database, type SsoDetailRow } from '@wellway/read-models';
import { User, type CurrentUser } from '../http/current-user.js';
import { list, positionMeta } from '../http/envelope.js';
import { correlationIdOf } from '../http/correlation-id.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { RequirePermission } from '../http/require-permission.js';
import { isUuid, pageSize, parse } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { ChangeSsoDetail } from './commands/change-sso-detail/change-sso-detail.handler.js';
import { SiteDirectory } from '../sites/site-directory.js';
import { ApiDoc } from '../http/api-doc.js';

const text = (max: number) => z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`);
const ssoDetailBody = z.object({
  wskey: text(200),
  location_id: text(64).nullish(),
  sso_label: text(100).optional().default(''),
  login_url: text(2000).optional().default(''),
  redirect: text(2000).optional().default(''),
  is_sso_enabled: z.boolean({ error: 'must be true or false' }).optional().default(false),
});
const indexQuery = z.object({ page_size: pageSize.optional() });

const ssoDetailNotFound = () => new NotFoundException('SSO detail not found.');

/** /sites/{site_id}/sso_details: index (page_size 0), show, create, update, destroy (spec 3 §7). */
@Controller('sites/:siteId/sso_details')
@RequirePermission('sso.manage')
export class SsoDetailsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @ReadsFrom('sso_details')
  @ApiDoc("A site's single sign-on details", { query: indexQuery })
  async index(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: unknown) {
    parse(indexQuery, query);
    const site = await this.site(user, siteId);
    return list(await listSsoDetails(this.db, site));
  }

  @Get(':id')
  @ReadsFrom('sso_details')
  @ApiDoc('One single sign-on detail')
  async show(@User() user: CurrentUser, @Param('siteId') siteId: string, @Param('id') id: string) {
    const site = await this.site(user, siteId);
    const row = isUuid(id) ? await findSsoDetail(this.db, site, id) : undefined;
    if (!row) throw ssoDetailNotFound();
    return { data: row, meta: {} };
  }

  @Post()
  @ApiDoc('Create a single sign-on detail', { body: ssoDetailBody })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const site = await this.site(user, siteId);
    const detail = this.detailFrom(randomUUID(), site, body);
    const result = await this.run(user, site, { type: 'CreateSsoDetail', detail }, request);
    void reply.status(201);
    return result;
  }

  @Put(':id')
  @ApiDoc('Change a single sign-on detail', { body: ssoDetailBody })
  async update(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const site = await this.site(user, siteId);
    if (!isUuid(id)) throw ssoDetailNotFound();
    return this.run(user, site, { type: 'UpdateSsoDetail', detail: this.detailFrom(id, site, body) }, request);
  }

  @Delete(':id')
  @ApiDoc('Delete a single sign-on detail')
  async destroy(@User() user: CurrentUser, @Param('siteId') siteId: string, @Param('id') id: string, @Req() request: FastifyRequest) {
    const site = await this.site(user, siteId);
    if (!isUuid(id)) throw ssoDetailNotFound();
    const result = await this.commands.execute(
      new ChangeSsoDetail(user, site, { type: 'DeleteSsoDetail', ssoDetailId: id, siteId: site }, correlationIdOf(request)),
    );
    return { data: { id, deleted: true }, meta: positionMeta(result.position) };
  }

  /** Masters act on any existing site (404 for none); the guard already refused everyone else. */
  private site(user: CurrentUser, siteId: string): Promise<string> {
    return this.sites.administered(user, siteId);
  }

  private detailFrom(id: string, siteId: string, body: unknown): SsoDetail {
    const input = parse(ssoDetailBody, body);
    return {
      ssoDetailId: id,
      siteId,
      wskey: input.wskey,
      locationId: input.location_id ?? null,
      ssoLabel: input.sso_label,
      loginUrl: input.login_url,
      redirect: input.redirect,
      isSsoEnabled: input.is_sso_enabled,
    };
  }

  private async run(user: CurrentUser, siteId: string, command: SsoDetailCommand & { detail: SsoDetail }, request: FastifyRequest) {
    const result = await this.commands.execute(new ChangeSsoDetail(user, siteId, command, correlationIdOf(request)));
    const detail = result.events[0]!.data as SsoDetail;
    const row: SsoDetailRow = {
      id: detail.ssoDetailId,
      site_id: detail.siteId,
      wskey: detail.wskey,
      location_id: detail.locationId,
      sso_label: detail.ssoLabel,
      login_url: detail.loginUrl,
      redirect: detail.redirect,
      is_sso_enabled: detail.isSsoEnabled,
    };
    return { data: row, meta: positionMeta(result.position) };
  }
}
