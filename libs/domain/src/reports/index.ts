export * from './facts.js';
export * from './fields.js';
export * from './privacy.js';
export * from './participant-fields.js';
export * from './scope.js';
export * from './events.js';
export { DELETED_REPORT_CONTENT, reportSubject } from './personal-data.js';
export * from './commands.js';
export * from './rules.js';
export * from './default-reports.js';
export * from './sql-parameters.js';
export * from './eop-weeks.js';
export {
  checkReportFields,
  normaliseReportContent,
  reportRunDecider,
  reportRunStream,
  reportStream,
  savedReportDecider,
  type SavedReportState,
} from './decider.js';
export {
  cannotDeleteReport,
  cannotSaveReport,
  fieldRequired,
  noReportScope,
  reportNotFound,
  unknownEvaluation,
  unknownField,
} from './errors.js';
