import { Body, Controller, Delete, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { evaluationNotFound } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RecordId } from '../../../http/validation.js';
import { Endpoint } from '../../../http/endpoint.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { savedSiteEvaluationResponse } from '../../site-evaluation-response.js';
import { ChangeSiteEvaluation, type SiteEvaluationRequest } from './change-site-evaluation.handler.js';
import { SiteEvaluationBodyDto, SiteEvaluationDeletedAnswer, SiteEvaluationSavedAnswer } from './change-site-evaluation.dto.js';

export const MANAGE_EVALUATIONS_ONLY = 'Only coordinators and masters can change site evaluations.';

/** Spec 3 §7: create, update, destroy nested under the site. */
@Controller('sites/:siteId/site_evaluations')
export class ChangeSiteEvaluationController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async save(request: SiteEvaluationRequest, user: CurrentUser, correlationId: string) {
    const result = await this.commands.execute(new ChangeSiteEvaluation({ request, user, correlationId }));
    if (!result.saved) throw evaluationNotFound();
    return written(savedSiteEvaluationResponse(result.saved), result.position);
  }

  @Post()
  @RequirePermission('content.manage', MANAGE_EVALUATIONS_ONLY)
  @Endpoint({ summary: 'Create a site evaluation (on the default site: a default one)', response: SiteEvaluationSavedAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Body() body: SiteEvaluationBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const site = await this.sites.administered(user, siteId);
    return this.save({ type: 'create', siteId: site, body }, user, correlationId);
  }

  /** A default evaluation saved on another site becomes that site's copy (its id is then the copy's). */
  @Put(':id')
  @RequirePermission('content.manage', MANAGE_EVALUATIONS_ONLY)
  @Endpoint({ summary: "Save a site evaluation (a default one: the site's copy)", response: SiteEvaluationSavedAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Param('id', RecordId(evaluationNotFound)) id: string,
    @Body() body: SiteEvaluationBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const site = await this.sites.administered(user, siteId);
    return this.save({ type: 'update', siteId: site, id, body }, user, correlationId);
  }

  /** A site's copy of a default is reset (the default shows again); a default only goes on the default site. */
  @Delete(':id')
  @RequirePermission('content.manage', MANAGE_EVALUATIONS_ONLY)
  @Endpoint({ summary: "Delete a site evaluation (a site's copy: reset to the default)", response: SiteEvaluationDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('siteId') siteId: string,
    @Param('id', RecordId(evaluationNotFound)) id: string,
    @CorrelationId() correlationId: string,
  ) {
    const site = await this.sites.administered(user, siteId);
    const result = await this.commands.execute(
      new ChangeSiteEvaluation({ request: { type: 'delete', siteId: site, id }, user, correlationId }),
    );
    return written({ id, deleted: true, reset: result.reset }, result.position);
  }
}
