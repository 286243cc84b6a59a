export * from './events.js';
export * from './errors.js';
export * from './schedule.js';
export { INITIAL_EVALUATION_NAME, MAX_OPTIONS, MAX_QUESTIONS, normalisedDetails, detailsProblems } from './details.js';
export { siteEvaluationDecider, siteEvaluationStream, type SiteEvaluationCommand, type SiteEvaluationState } from './decider.js';
export {
  userEvaluationDecider,
  userEvaluationStream,
  validAnswers,
  MAX_TEXTAREA,
  MAX_TEXTBOX,
  type AnswerSiteEvaluation,
  type AnswersByQuestion,
} from './answers.js';
