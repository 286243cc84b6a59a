import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { AnswerSiteEvaluationController } from './commands/answer-site-evaluation/answer-site-evaluation.controller.js';
import { AnswerSiteEvaluationHandler } from './commands/answer-site-evaluation/answer-site-evaluation.handler.js';
import { ChangeSiteEvaluationController } from './commands/change-site-evaluation/change-site-evaluation.controller.js';
import { ChangeSiteEvaluationHandler } from './commands/change-site-evaluation/change-site-evaluation.handler.js';
import { SiteEvaluationsController } from './queries/site-evaluations/site-evaluations.controller.js';

/** Site evaluations (spec 2 §2, spec 3 §4): the editor's calls and the participant's answers. */
@Module({
  imports: [SitesModule],
  controllers: [SiteEvaluationsController, ChangeSiteEvaluationController, AnswerSiteEvaluationController],
  providers: [ChangeSiteEvaluationHandler, AnswerSiteEvaluationHandler],
})
export class EvaluationsModule {}
