import { deterministicId } from '../shared/ids.js';
import type { ReportContent } from './events.js';

/**
 * The default reports every site lists (spec 3 §3 Report, group Default): seeded at start on the
 * default site as ReportSaved events (ops `ensureDefaultReports`), so masters edit or delete them
 * like any other report and the log says where each came from. Fields are report-field ids
 * (participant attributes and the facts' fields).
 */
export const defaultReports: readonly (ReportContent & { readonly key: string })[] = [
  {
    key: 'participants',
    name: 'Participants',
    reportType: 'Simple',
    fields: ['first_name', 'last_name', 'email', 'top_level_location', 'location', 'registered_on'],
    filters: [],
    sql: null,
  },
  {
    key: 'activity-summary',
    name: 'Activity summary',
    reportType: 'Simple',
    fields: ['location', 'days_logged', 'steps', 'exercise_minutes', 'total_steps'],
    filters: [],
    sql: null,
  },
  {
    key: 'challenges',
    name: 'Challenges',
    reportType: 'Simple',
    fields: ['location', 'challenges_sent', 'challenges_completed'],
    filters: [],
    sql: null,
  },
  {
    key: 'goals',
    name: 'Goals',
    reportType: 'Simple',
    fields: ['location', 'goals_created', 'goals_completed'],
    filters: [],
    sql: null,
  },
  {
    key: 'badges',
    name: 'Badges',
    reportType: 'Simple',
    fields: ['first_name', 'last_name', 'location', 'badges_earned'],
    filters: [],
    sql: null,
  },
];

export const defaultReportId = (key: string): string => deterministicId('report', 'default', key);
