import { Body, Controller, Delete, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { ContentSite, MANAGE_CONTENT_ONLY } from '../../content-site.js';
import { SaveContent } from './save-content.handler.js';

import { ContentBodyDto, ContentQueryDto, ContentSavedAnswer } from './save-content.dto.js';
import { contentNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Create, change and delete a site's content (spec 3 §7 Custom content). */
@Controller('custom_content')
@RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
export class SaveContentController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  @Post()
  @Endpoint({ summary: 'Create a content item', response: ContentSavedAnswer, status: 201, errors: [404] })
  async create(@User() user: CurrentUser, @Body() body: ContentBodyDto, @CorrelationId() correlationId: string) {
    const input = body;
    const siteId = await this.sites.forManaging(user, input.site_id);
    return this.run(new SaveContent({ user, siteId, correlationId, contentId: null, body: input }));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a content item', response: ContentSavedAnswer })
  async update(@User() user: CurrentUser, @Param('id') id: string, @Body() body: ContentBodyDto, @CorrelationId() correlationId: string) {
    const input = body;
    const siteId = await this.sites.forManaging(user, input.site_id);
    if (!isUuid(id)) throw contentNotFound();
    return this.run(new SaveContent({ user, siteId, correlationId, contentId: id, body: input }));
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a content item', response: ContentSavedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: ContentQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.forManaging(user, query.site_id);
    if (!isUuid(id)) throw contentNotFound();
    return this.run(new SaveContent({ user, siteId, correlationId, contentId: id, body: null }));
  }

  private async run(command: SaveContent) {
    const result = await this.commands.execute(command);
    return written({ id: result.contentId }, result.position);
  }
}
