import { Body, Controller, Delete, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { ChangeCatalogue, type CatalogueChange } from './change-catalogue.handler.js';
import {
  ChallengeAnswer,
  ChallengeDeletedAnswer,
  ChallengeSiteQueryDto,
  CreateChallengeBodyDto,
  UpdateChallengeBodyDto,
} from './change-catalogue.dto.js';

export const MANAGE_CHALLENGES_ONLY = 'Only coordinators and masters can change challenges.';

/** Spec 3 §7: /challenges/{id} with site_id (create, update, destroy). */
@Controller('challenges')
@RequirePermission('content.manage', MANAGE_CHALLENGES_ONLY)
export class ChangeCatalogueController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async run(user: CurrentUser, siteIdParam: string | undefined, change: CatalogueChange, correlationId: string) {
    const siteId = await this.sites.administered(user, siteIdParam);
    return this.commands.execute(new ChangeCatalogue({ change, siteId, user, correlationId }));
  }

  @Post()
  @Endpoint({
    summary: 'Create a challenge in the catalogue of a site (the default set on the default site)',
    response: ChallengeAnswer,
    status: 201,
  })
  async create(@User() user: CurrentUser, @Body() body: CreateChallengeBodyDto, @CorrelationId() correlationId: string) {
    const result = await this.run(user, body.site_id, { kind: 'create', name: body.name, month: body.month }, correlationId);
    return written(result.challenge, result.position);
  }

  /** A default challenge saved on another site becomes that site's copy (its id is the copy's). */
  @Put(':id')
  @Endpoint({ summary: 'Change a challenge (a default one: the site gets its own copy)', response: ChallengeAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdateChallengeBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const result = await this.run(user, body.site_id, { kind: 'update', id, name: body.name, month: body.month }, correlationId);
    return written(result.challenge, result.position);
  }

  /** A site's copy is reset (the default shows again); a default can be deleted only on the default site. */
  @Delete(':id')
  @Endpoint({ summary: 'Delete a challenge, or reset a site copy to the default', response: ChallengeDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: ChallengeSiteQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const result = await this.run(user, query.site_id, { kind: 'delete', id }, correlationId);
    return written({ id, outcome: result.outcome === 'reset' ? ('reset' as const) : ('deleted' as const) }, result.position);
  }
}
