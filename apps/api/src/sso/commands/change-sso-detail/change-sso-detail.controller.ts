import { Body, Controller, Delete, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SsoDetail, SsoDetailCommand } from '@wellway/domain';
import { ssoDetailFields, type SsoDetailRow } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { ChangeSsoDetail } from './change-sso-detail.handler.js';

import { SsoDetailAnswer, SsoDetailBodyDto, SsoDetailDeletedAnswer } from './change-sso-detail.dto.js';
import { ssoDetailNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

/** /sites/{site_id}/sso_details: create, update, destroy (spec 3 §7). */
@Controller('sites/:siteId/sso_details')
@RequirePermission('sso.manage')
export class ChangeSsoDetailController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Post()
  @Endpoint({ summary: 'Create a single sign-on detail', response: SsoDetailAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Body() body: SsoDetailBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const site = await this.site(user, siteId);
    const detail = this.detailFrom(randomUUID(), site, body);
    const result = await this.run(user, site, { type: 'CreateSsoDetail', detail }, correlationId);
    void reply.status(201);
    return result;
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a single sign-on detail', response: SsoDetailAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Param('id') id: string,
    @Body() body: SsoDetailBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const site = await this.site(user, siteId);
    if (!isUuid(id)) throw ssoDetailNotFound();
    return this.run(user, site, { type: 'UpdateSsoDetail', detail: this.detailFrom(id, site, body) }, correlationId);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a single sign-on detail', response: SsoDetailDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Param('id') id: string,
    @CorrelationId() correlationId: string,
  ) {
    const site = await this.site(user, siteId);
    if (!isUuid(id)) throw ssoDetailNotFound();
    const result = await this.commands.execute(
      new ChangeSsoDetail({
        actor: user,
        siteId: site,
        command: { type: 'DeleteSsoDetail', ssoDetailId: id, siteId: site },
        correlationId,
      }),
    );
    return written({ id, deleted: true }, result.position);
  }

  /** Masters act on any existing site (404 for none); the guard already refused everyone else. */
  private site(user: CurrentUser, siteId: string): Promise<string> {
    return this.sites.administered(user, siteId);
  }

  private detailFrom(id: string, siteId: string, input: SsoDetailBodyDto): SsoDetail {
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

  private async run(user: CurrentUser, siteId: string, command: SsoDetailCommand & { detail: SsoDetail }, correlationId: string) {
    const result = await this.commands.execute(new ChangeSsoDetail({ actor: user, siteId, command, correlationId }));
    const detail = result.events[0]!.data as SsoDetail;
    const row: SsoDetailRow = ssoDetailFields(detail);
    return written(row, result.position);
  }
}
