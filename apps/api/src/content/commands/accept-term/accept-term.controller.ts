import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { requireOwnSite } from '../../../sites/site-directory.js';
import { AcceptTerm } from './accept-term.handler.js';

import { RequiredTermBodyDto, TermAcceptedAnswer } from './accept-term.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('sites/:site_id/required_terms')
export class AcceptTermController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** The signed-in person accepts one of their own site's required pages. */
  @Post('accept_term')
  @Endpoint({ summary: 'Accept a required page (the signed-in person)', response: TermAcceptedAnswer })
  async accept(
    @User() user: CurrentUser,
    @Param('site_id') siteId: string,
    @Body() body: RequiredTermBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    requireOwnSite(user.siteId, siteId);
    const { custom_content_id: contentId } = body;
    const result = await this.commands.execute(new AcceptTerm({ user, contentId, correlationId }));
    return written({ custom_content_id: result.contentId }, result.position);
  }
}
