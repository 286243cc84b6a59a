import { Body, Controller, Headers, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { ApiConfig } from '../../../config.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { revisionFromIfMatch } from '../../../http/if-match.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { administeredSite, siteIdParam } from '../../site-directory.js';
import { siteResponse } from '../../site-response.js';
import { SaveSite, type SaveSiteResult } from './save-site.handler.js';

import { SaveSiteBodyDto, SiteAnswer } from './save-site.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** The site editor saves: POST /sites (masters) and PUT /sites/{id} (`If-Match` optional). */
@Controller('sites')
export class SaveSiteController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  private respond(result: SaveSiteResult, reply: FastifyReply) {
    void reply.header('etag', `"${result.context.site.revision}"`);
    return written(siteResponse(result.context, { now: this.config.now(), pilot: false, admin: true }), result.position);
  }

  @Post()
  @RequirePermission('site.create', 'Only masters can create sites.')
  @Endpoint({ summary: 'Create a site', response: SiteAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Body() body: SaveSiteBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = body;
    return this.respond(await this.commands.execute(new SaveSite({ user, body: input, correlationId })), reply);
  }

  @Put(':id')
  @RequirePermission('site.edit', 'You may not edit this site.')
  @Endpoint({ summary: 'Change a site (only the fields sent)', response: SiteAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: SaveSiteBodyDto,
    @Headers('if-match') ifMatch: string | undefined,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const siteId = administeredSite(user, siteIdParam(id));
    const input = body;
    const revision = revisionFromIfMatch(ifMatch, 'site');
    return this.respond(await this.commands.execute(new SaveSite({ user, body: input, correlationId, siteId, ifMatch: revision })), reply);
  }
}
