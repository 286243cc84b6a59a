import { Body, Controller, Delete, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { ContentSite, MANAGE_CONTENT_ONLY } from '../../content-site.js';
import { ChangeRequiredTerm } from './change-required-term.handler.js';

import { RequiredTermBodyDto, RequiredTermChangedAnswer } from './change-required-term.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Which privacy and terms pages a site's people must accept (spec 3 §7 Required terms). */
@Controller('sites/:site_id/required_terms')
@RequirePermission('content.manage', MANAGE_CONTENT_ONLY)
export class ChangeRequiredTermController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  @Post()
  @Endpoint({ summary: 'Require a privacy or terms page', response: RequiredTermChangedAnswer, status: 201 })
  async require(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Body() body: RequiredTermBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const { custom_content_id: contentId } = body;
    const siteId = await this.sites.forManaging(user, siteParam);
    return this.run(new ChangeRequiredTerm({ change: 'require', user, siteId, contentId, correlationId }));
  }

  @Delete(':content_id')
  @Endpoint({ summary: 'Stop requiring a page', response: RequiredTermChangedAnswer })
  async stopRequiring(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('content_id') contentId: string,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.forManaging(user, siteParam);
    return this.run(new ChangeRequiredTerm({ change: 'stop', user, siteId, contentId, correlationId }));
  }

  private async run(command: ChangeRequiredTerm) {
    const result = await this.commands.execute(command);
    return written({ custom_content_id: result.contentId }, result.position);
  }
}
