import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { policyCategories } from '@wellway/domain';
import { findContent, listContent, type ContentRow, type Database } from '@wellway/read-models';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../http/current-user.js';
import { list, positionMeta } from '../http/envelope.js';
import { correlationIdOf } from '../http/correlation-id.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { RequirePermission } from '../http/require-permission.js';
import { isUuid, parse } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { administeredSite } from '../sites/site-directory.js';
import { contentBody, contentQuery } from './content.dto.js';
import { SaveContent } from './content.handler.js';
import { ContentSite, MANAGE_CONTENT_ONLY } from './content-site.js';
import { ApiDoc } from '../http/api-doc.js';

const contentNotFound = () => new NotFoundException('Custom Content could not be found');

/** Site content by category (spec 3 §7 Custom content): privacy and terms pages, FAQs, … */
@Controller('custom_content')
export class ContentController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  @Public()
  @Get()
  @ReadsFrom('content')
  @ApiDoc('List site content (signed out: the privacy and terms pages only)', { query: contentQuery, errors: [401] })
  async index(@Req() request: AuthenticatedRequest, @Query() query: unknown) {
    const { site_id: siteParam, category, hidden } = parse(contentQuery, query);
    const siteId = await this.sites.forReading(request, siteParam, category);
    const includeHidden = hidden === 'true' && this.sites.mayManage(request.user);
    return list(await listContent(this.db, siteId, { category, includeHidden }));
  }

  @Public()
  @Get(':id')
  @ReadsFrom('content')
  @ApiDoc('One content item', { query: contentQuery, errors: [401] })
  async show(@Req() request: AuthenticatedRequest, @Param('id') id: string, @Query() query: unknown) {
    const { site_id: siteParam } = parse(contentQuery, query);
    const row = await this.visible(request, siteParam, id);
    return { data: row, meta: {} };
  }

  @RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
  @Post()
  @ApiDoc('Create a content item', { body: contentBody, errors: [404] })
  async create(@User() user: CurrentUser, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = parse(contentBody, body);
    const siteId = await this.sites.forManaging(user, input.site_id);
    return this.run(new SaveContent(user, siteId, correlationIdOf(request), null, input));
  }

  @RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
  @Put(':id')
  @ApiDoc('Change a content item', { body: contentBody })
  async update(@User() user: CurrentUser, @Param('id') id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    const input = parse(contentBody, body);
    const siteId = await this.sites.forManaging(user, input.site_id);
    if (!isUuid(id)) throw contentNotFound();
    return this.run(new SaveContent(user, siteId, correlationIdOf(request), id, input));
  }

  @RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
  @Delete(':id')
  @ApiDoc('Delete a content item', { query: contentQuery })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @Query() query: unknown, @Req() request: AuthenticatedRequest) {
    const siteId = await this.sites.forManaging(user, parse(contentQuery, query).site_id);
    if (!isUuid(id)) throw contentNotFound();
    return this.run(new SaveContent(user, siteId, correlationIdOf(request), id, null));
  }

  private async run(command: SaveContent) {
    const result = await this.commands.execute(command);
    return { data: { id: result.contentId }, meta: positionMeta(result.position) };
  }

  /** The item, if the caller may read it: signed out, only a privacy or terms page; hidden items only for managers. */
  private async visible(request: AuthenticatedRequest, siteParam: string | undefined, id: string): Promise<ContentRow> {
    if (!isUuid(id)) throw contentNotFound();
    const siteId = request.user ? administeredSite(request.user, siteParam) : await this.sites.publicSite(request, siteParam);
    const row = await findContent(this.db, siteId, id);
    const readable =
      row && (request.user !== undefined || policyCategories.includes(row.category)) && (!row.hidden || this.sites.mayManage(request.user));
    if (!readable) throw contentNotFound();
    return row;
  }
}
