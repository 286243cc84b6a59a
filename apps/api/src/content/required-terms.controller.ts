import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { listRequiredTerms, type Database } from '@wellway/read-models';
import { User, type AuthenticatedRequest, type CurrentUser } from '../http/current-user.js';
import { list, positionMeta } from '../http/envelope.js';
import { correlationIdOf } from '../http/correlation-id.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { RequirePermission } from '../http/require-permission.js';
import { parse } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { administeredSite, requireOwnSite } from '../sites/site-directory.js';
import { requiredTermBody } from './content.dto.js';
import { ContentSite, MANAGE_CONTENT_ONLY } from './content-site.js';
import { AcceptTerm, ChangeRequiredTerm } from './required-terms.handler.js';
import { ApiDoc } from '../http/api-doc.js';

/** Which privacy and terms pages a site's people must accept (spec 3 §7 Required terms). */
@Controller('sites/:site_id/required_terms')
export class RequiredTermsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  @Get()
  @ReadsFrom('content')
  @ApiDoc("The site's required pages")
  async index(@User() user: CurrentUser, @Param('site_id') siteParam: string) {
    return list(await listRequiredTerms(this.db, administeredSite(user, siteParam)));
  }

  @RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
  @Post()
  @ApiDoc('Require a privacy or terms page', { body: requiredTermBody })
  async require(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Body() body: unknown,
    @Req() request: AuthenticatedRequest,
  ) {
    const { custom_content_id: contentId } = parse(requiredTermBody, body);
    const siteId = await this.sites.forManaging(user, siteParam);
    return this.run(new ChangeRequiredTerm('require', user, siteId, contentId, correlationIdOf(request)));
  }

  @RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
  @Delete(':content_id')
  @ApiDoc('Stop requiring a page')
  async stopRequiring(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('content_id') contentId: string,
    @Req() request: AuthenticatedRequest,
  ) {
    const siteId = await this.sites.forManaging(user, siteParam);
    return this.run(new ChangeRequiredTerm('stop', user, siteId, contentId, correlationIdOf(request)));
  }

  /** The signed-in person accepts one of their own site's required pages. */
  @Post('accept_term')
  @HttpCode(200)
  @ApiDoc('Accept a required page (the signed-in person)', { body: requiredTermBody })
  async accept(@User() user: CurrentUser, @Param('site_id') siteId: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    requireOwnSite(user.siteId, siteId);
    const { custom_content_id: contentId } = parse(requiredTermBody, body);
    return this.run(new AcceptTerm(user, contentId, correlationIdOf(request)));
  }

  private async run(command: ChangeRequiredTerm | AcceptTerm) {
    const result = await this.commands.execute(command);
    return { data: { custom_content_id: result.contentId }, meta: positionMeta(result.position) };
  }
}
