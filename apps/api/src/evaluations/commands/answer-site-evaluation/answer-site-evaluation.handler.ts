import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  evaluationAlreadyCompleted,
  evaluationNotFound,
  isOpen,
  participantToday,
  userEvaluationDecider,
  userEvaluationStream,
  type AnswersByQuestion,
  type SiteEvaluationQuestion,
} from '@wellway/domain';
import {
  answeredEvaluationIds,
  findSiteEvaluationOnSite,
  findUserById,
  sameEvaluationIds,
  type Database,
  type SiteEvaluationRow,
} from '@wellway/read-models';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { userNotFound } from '../../../http/not-found.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

/** POST /site_evaluations/{id}/user_evaluation_answers: the signed-in participant answers an evaluation open to them. */
export class AnswerSiteEvaluation extends ApiCommand<
  { user: CurrentUser; siteEvaluationId: string; answers: AnswersByQuestion; correlationId: string },
  { readonly position: bigint | null }
>() {}

const questionsOf = (row: SiteEvaluationRow): SiteEvaluationQuestion[] =>
  row.questions.map((q) => ({
    id: q.id,
    name: q.name,
    promptType: q.prompt_type,
    options: q.options,
    isActive: q.is_active,
    sequence: q.sequence,
    dataType: q.data_type,
  }));

@CommandHandler(AnswerSiteEvaluation)
export class AnswerSiteEvaluationHandler implements ICommandHandler<AnswerSiteEvaluation> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, siteEvaluationId, answers, correlationId }: AnswerSiteEvaluation) {
    const [evaluation, person, { site }, answered] = await Promise.all([
      findSiteEvaluationOnSite(this.db, user.siteId, siteEvaluationId),
      findUserById(this.db, user.id),
      this.sites.get(user.siteId),
      answeredEvaluationIds(this.db, user.id),
    ]);
    if (!evaluation) throw evaluationNotFound();
    if (!person) throw userNotFound();
    // A site's copy of a default is the same evaluation, edited: answered as the other, it is answered.
    if (sameEvaluationIds(evaluation, user.siteId).some((id) => id !== evaluation.id && answered.has(id))) {
      throw evaluationAlreadyCompleted();
    }
    const today = participantToday(this.config.now(), person.time_zone ?? site.time_zone);
    const schedule = {
      id: evaluation.id,
      daysFromStart: evaluation.days_from_start,
      startDate: evaluation.start_date,
      endDate: evaluation.end_date,
    };
    const { position } = await this.commands.run(
      // One stream for a default and the site's copy of it: answered once, however close the requests.
      userEvaluationStream(user.id, evaluation.parent_id ?? evaluation.id),
      userEvaluationDecider,
      {
        type: 'AnswerSiteEvaluation',
        userId: user.id,
        siteId: user.siteId,
        siteEvaluationId,
        answeredOn: today,
        questions: questionsOf(evaluation),
        isOpen: isOpen(schedule, person.started_on, today),
        answers,
      },
      { actor: user, siteId: user.siteId, correlationId },
    );
    return { position };
  }
}
