import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  goalNotFound,
  saveTarget,
  scopeForSite,
  siteGoals,
  siteGoalStream,
  type GoalContent,
  type SiteGoalCommand,
  type SiteGoalState,
} from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import type { SiteGoalRow } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { CONFIG, EVENT_STORE } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { adminGoalView } from '../../goal-views.js';
import { GoalAnswer, GoalDeletedAnswer } from '../change-goals/change-goals.dto.js';
import { ChangeSiteGoal } from './change-site-goals.handler.js';
import { SiteGoalBodyDto } from './change-site-goals.dto.js';

export const MANAGE_GOALS_ONLY = 'Only coordinators and masters can change the goal catalogue.';

const contentOf = (body: SiteGoalBodyDto, base?: GoalContent | null): GoalContent => ({
  title: body.title,
  summary: body.summary ?? base?.summary ?? '',
  description: body.description ?? base?.description ?? '',
  category: body.category ?? base?.category ?? '',
  image: body.image ?? base?.image ?? '',
  monthInteger: body.month_integer,
  finalMonthInteger: body.final_month_integer === undefined ? (base?.finalMonthInteger ?? null) : body.final_month_integer,
});

/**
 * Spec 3 §4 Goal editing: a default goal saved on a site becomes that site's copy (parent_id the
 * default); a site's own goal is replaced in place; the default site edits the default set.
 */
@Controller('sites/:siteId/goals')
@RequirePermission('content.manage', MANAGE_GOALS_ONLY)
export class ChangeSiteGoalsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  private async save(
    user: CurrentUser,
    siteId: string,
    command: Extract<SiteGoalCommand, { type: 'SaveSiteGoal' }>,
    correlationId: string,
  ) {
    const { position } = await this.commands.execute(new ChangeSiteGoal({ command, siteId, user, correlationId }));
    const c = command.content;
    const row: SiteGoalRow = {
      id: command.goalId,
      site_id: command.siteId,
      parent_id: command.parentId,
      title: c.title.trim(),
      summary: c.summary.trim(),
      description: c.description.trim(),
      category: c.category.trim(),
      image: c.image.trim(),
      month_integer: c.monthInteger,
      final_month_integer: c.finalMonthInteger,
      saved_at: new Date(command.savedAt),
      deleted_at: null,
      position: position ?? 0n,
    };
    return written(adminGoalView(row, siteId), position);
  }

  /** From the goal's own stream, not the read model: a goal created a moment ago is there already. */
  private async seen(goalId: string): Promise<SiteGoalState> {
    const { state } = await aggregateStream(this.store, siteGoalStream(goalId), siteGoals.siteGoalDecider);
    if (!state.exists || state.deleted) throw goalNotFound();
    return state;
  }

  @Post()
  @Endpoint({ summary: 'Add a goal to the catalogue of a site (the default site: the default set)', response: GoalAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Body() body: SiteGoalBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.administered(user, siteIdParam);
    const command = {
      type: 'SaveSiteGoal',
      kind: 'create',
      goalId: randomUUID(),
      siteId: scopeForSite(siteId),
      parentId: null,
      content: contentOf(body),
      savedAt: this.config.now().toISOString(),
    } as const;
    return this.save(user, siteId, command, correlationId);
  }

  @Put(':id')
  @Endpoint({ summary: "Save a catalogue goal: in place, or as this site's copy of a default goal", response: GoalAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @Body() body: SiteGoalBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.administered(user, siteIdParam);
    const goal = await this.seen(id);
    const target = saveTarget({ id, siteId: goal.siteId, parentId: goal.parentId }, siteId);
    if (target.kind === 'not-found') throw goalNotFound(); // another site's: nothing changes
    const savedAt = this.config.now().toISOString();
    const content = contentOf(body, goal.content);
    const command =
      target.kind === 'in-place'
        ? ({
            type: 'SaveSiteGoal',
            kind: 'in-place',
            goalId: id,
            siteId: goal.siteId,
            parentId: goal.parentId,
            content,
            savedAt,
          } as const)
        : ({
            type: 'SaveSiteGoal',
            kind: 'copy',
            goalId: target.itemId,
            siteId: target.siteId,
            parentId: target.parentId,
            content,
            savedAt,
          } as const);
    return this.save(user, siteId, command, correlationId);
  }

  @Delete(':id')
  @Endpoint({
    summary: "Delete a catalogue goal (a site's copy: the default shows again); its children move to its parent",
    response: GoalDeletedAnswer,
  })
  async destroy(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Param('id') id: string,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.administered(user, siteIdParam);
    // The decider reads the goal's stream: not there, deleted or another site's is 404 there.
    const command = { type: 'DeleteSiteGoal', goalId: id, administeredSiteId: siteId, deletedAt: this.config.now().toISOString() } as const;
    const { position } = await this.commands.execute(new ChangeSiteGoal({ command, siteId, user, correlationId }));
    return written({ id }, position);
  }
}
