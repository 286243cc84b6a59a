import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { policyCategories } from '@wellway/domain';
import { findContent, listContent, type ContentRow, type Database } from '@wellway/read-models';
import { Public, type AuthenticatedRequest } from '../../../http/current-user.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite } from '../../../sites/site-directory.js';
import { ContentSite } from '../../content-site.js';

import { ContentAnswer, ContentListAnswer, ContentQueryDto } from './content.dto.js';
import { contentNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Site content by category (spec 3 §7 Custom content): privacy and terms pages, FAQs, … */
@Controller('custom_content')
export class ContentController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  @Public()
  @Get()
  @ReadsFrom('content')
  @Endpoint({ summary: 'List site content (signed out: the privacy and terms pages only)', response: ContentListAnswer, errors: [401] })
  async index(@Req() request: AuthenticatedRequest, @Query() query: ContentQueryDto) {
    const { site_id: siteParam, category, hidden } = query;
    const siteId = await this.sites.forReading(request, siteParam, category);
    const includeHidden = hidden === 'true' && this.sites.mayManage(request.user);
    return list(await listContent(this.db, siteId, { category, includeHidden }));
  }

  @Public()
  @Get(':id')
  @ReadsFrom('content')
  @Endpoint({ summary: 'One content item', response: ContentAnswer, errors: [401] })
  async show(@Req() request: AuthenticatedRequest, @Param('id') id: string, @Query() query: ContentQueryDto) {
    const { site_id: siteParam } = query;
    const row = await this.visible(request, siteParam, id);
    return one(row);
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
