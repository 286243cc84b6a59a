import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { goalNotFound, shareRecipients, type GoalContent, type UserGoalCommand } from '@wellway/domain';
import { catalogueGoalOn, type Database } from '@wellway/read-models';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import type { ApiConfig } from '../../../config.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { goalFromState } from '../../goal-views.js';
import { ChangeGoals } from './change-goals.handler.js';
import {
  CreateGoalBodyDto,
  EmailContentBodyDto,
  EmailSentAnswer,
  GoalAnswer,
  GoalDeletedAnswer,
  GoalStatusBodyDto,
  UpdateGoalBodyDto,
} from './change-goals.dto.js';

type ContentInput = Partial<{
  title: string;
  summary: string;
  description: string;
  category: string;
  image: string;
  month_integer: number;
  final_month_integer: number | null;
}>;

const contentFrom = (input: ContentInput, base: GoalContent): GoalContent => ({
  title: input.title ?? base.title,
  summary: input.summary ?? base.summary,
  description: input.description ?? base.description,
  category: input.category ?? base.category,
  image: input.image ?? base.image,
  monthInteger: input.month_integer ?? base.monthInteger,
  finalMonthInteger: input.final_month_integer === undefined ? base.finalMonthInteger : input.final_month_integer,
});

/** Spec 2 §7 "Goals": a person's own goals (choose, create, edit, complete, cancel, delete, run again, share). */
@Controller()
@RequirePermission('goals.view')
export class ChangeGoalsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  private async by(user: CurrentUser) {
    const { site } = await this.sites.get(user.siteId);
    return { userId: user.id, siteId: user.siteId, now: this.config.now().toISOString(), today: this.sites.today(site) };
  }

  private async run(user: CurrentUser, correlationId: string, command: UserGoalCommand, goalId: string) {
    const { position, state } = await this.commands.execute(new ChangeGoals({ command, user, correlationId }));
    return written(goalFromState(state, goalId, { userId: user.id, siteId: user.siteId }, (await this.by(user)).today), position);
  }

  @Post('goals')
  @Endpoint({ summary: "Choose a catalogue goal (parent_id) or create one's own (needs a description)", response: GoalAnswer, status: 201 })
  async create(@User() user: CurrentUser, @Body() body: CreateGoalBodyDto, @CorrelationId() correlationId: string) {
    const by = await this.by(user);
    const goalId = randomUUID();
    if (body.parent_id !== undefined) {
      const chosen = await catalogueGoalOn(this.db, user.siteId, body.parent_id);
      if (!chosen) throw goalNotFound();
      const content: GoalContent = {
        title: chosen.title,
        summary: chosen.summary,
        description: chosen.description,
        category: chosen.category,
        image: chosen.image,
        monthInteger: chosen.month_integer,
        finalMonthInteger: chosen.final_month_integer,
      };
      return this.run(user, correlationId, { type: 'ChooseGoal', goalId, parentId: chosen.id, content, ...by }, goalId);
    }
    const blank = {
      title: '',
      summary: '',
      description: '',
      category: '',
      image: '',
      monthInteger: Number(by.today.slice(5, 7)),
      finalMonthInteger: null,
    };
    return this.run(user, correlationId, { type: 'CreateGoal', goalId, content: contentFrom(body, blank), ...by }, goalId);
  }

  @Put('goals/:id')
  @Endpoint({ summary: "Edit one's own goal", response: GoalAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdateGoalBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const changes: Partial<GoalContent> = {
      title: body.title,
      summary: body.summary,
      description: body.description,
      category: body.category,
      image: body.image,
      monthInteger: body.month_integer,
      finalMonthInteger: body.final_month_integer,
    };
    return this.run(user, correlationId, { type: 'UpdateGoal', goalId: id, changes, ...(await this.by(user)) }, id);
  }

  @Put('goals/:id/status')
  @Endpoint({ summary: 'Complete or cancel a goal', response: GoalAnswer })
  async status(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: GoalStatusBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const type = body.status === 'complete' ? 'CompleteGoal' : 'CancelGoal';
    return this.run(user, correlationId, { type, goalId: id, ...(await this.by(user)) }, id);
  }

  @Post('goals/:id/run_again')
  @Endpoint({ summary: 'Run a completed goal again, as a new active goal', response: GoalAnswer, status: 201 })
  async runAgain(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const newGoalId = randomUUID();
    return this.run(user, correlationId, { type: 'RunGoalAgain', goalId: id, newGoalId, ...(await this.by(user)) }, newGoalId);
  }

  @Delete('goals/:id')
  @Endpoint({ summary: 'Delete a goal', response: GoalDeletedAnswer })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const command = { type: 'DeleteGoal', goalId: id, ...(await this.by(user)) } as const;
    const { position } = await this.commands.execute(new ChangeGoals({ command, user, correlationId }));
    return written({ id }, position);
  }

  /** Spec 2 §7 POST /emails/content; a worker sends the e-mail (apps/projector/src/goals). */
  @Post('emails/content')
  @Endpoint({ summary: 'Share a completed goal by e-mail (addresses split on comma or semicolon)', response: EmailSentAnswer, status: 200 })
  async share(@User() user: CurrentUser, @Body() body: EmailContentBodyDto, @CorrelationId() correlationId: string) {
    const shareId = randomUUID();
    const command = {
      type: 'ShareGoalByEmail',
      goalId: body.id,
      shareId,
      emails: body.emails,
      message: body.message ?? '',
      ...(await this.by(user)),
    } as const;
    const { position } = await this.commands.execute(new ChangeGoals({ command, user, correlationId }));
    return written({ id: shareId, sent_to: shareRecipients(body.emails).length, message: 'Sent Successfully' }, position);
  }
}
