import { Body, Controller, ForbiddenException, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { evaluationNotFound } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RecordId } from '../../../http/validation.js';
import { Endpoint } from '../../../http/endpoint.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { AnswerSiteEvaluation } from './answer-site-evaluation.handler.js';
import { UserEvaluationAnswersAnswer, UserEvaluationAnswersBodyDto } from './answer-site-evaluation.dto.js';

export const ANSWER_FOR_YOURSELF = 'You can only answer an evaluation for yourself.';

/** Spec 2 §7: POST /site_evaluations/{siteEvaluationId}/user_evaluation_answers (user_id, site_evaluation_id, answers). */
@Controller('site_evaluations/:id/user_evaluation_answers')
export class AnswerSiteEvaluationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  // `min_position`: an evaluation saved a moment ago is found.
  @ReadsFrom('site_evaluations')
  @RequirePermission('evaluation.view')
  @Endpoint({ summary: 'Answer a site evaluation (once)', response: UserEvaluationAnswersAnswer, status: 201, errors: [403] })
  async answer(
    @User() user: CurrentUser,
    @Param('id', RecordId(evaluationNotFound)) id: string,
    @Body() body: UserEvaluationAnswersBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    if (body.user_id !== undefined && body.user_id !== user.id) throw new ForbiddenException(ANSWER_FOR_YOURSELF);
    if (body.site_evaluation_id !== undefined && body.site_evaluation_id !== id) throw evaluationNotFound();
    const { position } = await this.commands.execute(
      new AnswerSiteEvaluation({ user, siteEvaluationId: id, answers: body.answers, correlationId }),
    );
    return written({ user_id: user.id, site_evaluation_id: id, completed: true }, position);
  }
}
