import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  deleteOutcome,
  DomainError,
  evaluationNotFound,
  saveTarget,
  scopeForSite,
  siteEvaluationDecider,
  siteEvaluationStream,
  type SiteEvaluationCommand,
  type SiteEvaluationDetails,
  type SiteEvaluationCreated as SiteEvaluationSaved,
  type SiteEvaluationIdentity,
} from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import type { SiteEvaluationBody } from '@wellway/contracts';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';

export const DEFAULT_EVALUATION_DELETE = 'A default evaluation can only be deleted on the default site.';

export type SiteEvaluationRequest =
  | { readonly type: 'create'; readonly siteId: string; readonly body: SiteEvaluationBody }
  | { readonly type: 'update'; readonly siteId: string; readonly id: string; readonly body: SiteEvaluationBody }
  | { readonly type: 'delete'; readonly siteId: string; readonly id: string };

export interface ChangeSiteEvaluationResult {
  readonly id: string;
  /** The evaluation as saved (null for a delete). */
  readonly saved: (SiteEvaluationIdentity & SiteEvaluationDetails) | null;
  readonly position: bigint | null;
  readonly reset: boolean;
}

/** POST, PUT and DELETE /sites/{site_id}/site_evaluations (spec 3 §7), inheriting from the default set (spec 3 §1). */
export class ChangeSiteEvaluation extends ApiCommand<
  { request: SiteEvaluationRequest; user: CurrentUser; correlationId: string },
  ChangeSiteEvaluationResult
>() {}

/** The editor's questions: ids it sent are kept, new questions get one; options split on '|'. */
function detailsFrom(body: SiteEvaluationBody): SiteEvaluationDetails {
  return {
    name: body.name,
    isInitialEvaluation: body.is_initial_evaluation,
    daysFromStart: body.days_from_start ?? null,
    startDate: body.start_date ?? null,
    endDate: body.end_date ?? null,
    questions: (body.site_evaluation_questions ?? []).map((q) => ({
      id: q.id ?? randomUUID(),
      name: q.name,
      promptType: q.prompt_type,
      options: q.options.split('|'),
      isActive: q.is_active,
      sequence: q.sequence,
      dataType: q.data_type ?? 'string',
    })),
  };
}

@CommandHandler(ChangeSiteEvaluation)
export class ChangeSiteEvaluationHandler implements ICommandHandler<ChangeSiteEvaluation> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  async execute({ request, user, correlationId }: ChangeSiteEvaluation): Promise<ChangeSiteEvaluationResult> {
    const by = { actor: user, siteId: request.siteId, correlationId };
    const run = async (id: string, command: SiteEvaluationCommand, reset = false) => {
      const { events, position } = await this.commands.run(siteEvaluationStream(id), siteEvaluationDecider, command, by);
      const saved = events.find((event) => event.type !== 'SiteEvaluationDeleted')?.data as SiteEvaluationSaved['data'] | undefined;
      return { id, saved: saved ?? null, position, reset };
    };
    if (request.type === 'create') {
      const evaluation: SiteEvaluationIdentity = { siteEvaluationId: randomUUID(), siteId: scopeForSite(request.siteId), parentId: null };
      return run(evaluation.siteEvaluationId, { type: 'SaveSiteEvaluation', evaluation, details: detailsFrom(request.body) });
    }
    // From the evaluation's own stream, not the read model: one created a moment ago is there already.
    const { state } = await aggregateStream(this.store, siteEvaluationStream(request.id), siteEvaluationDecider);
    if (state.status !== 'active' || state.identity === null) throw evaluationNotFound();
    const { siteId, parentId } = state.identity;
    const item = { id: request.id, siteId, parentId };
    if (request.type === 'update') {
      const target = saveTarget(item, request.siteId);
      if (target.kind === 'not-found') throw evaluationNotFound(); // another site's: nothing changes
      const evaluation: SiteEvaluationIdentity =
        target.kind === 'in-place'
          ? { siteEvaluationId: item.id, siteId, parentId }
          : { siteEvaluationId: target.itemId, siteId: target.siteId, parentId: target.parentId };
      return run(evaluation.siteEvaluationId, { type: 'SaveSiteEvaluation', evaluation, details: detailsFrom(request.body) });
    }
    const outcome = deleteOutcome(item, request.siteId);
    if (outcome.kind === 'not-found') throw evaluationNotFound();
    if (outcome.kind === 'refused') throw new DomainError('forbidden', 'default_evaluation_delete', DEFAULT_EVALUATION_DELETE);
    return run(item.id, { type: 'DeleteSiteEvaluation', siteEvaluationId: item.id, siteId }, outcome.kind === 'reset');
  }
}
