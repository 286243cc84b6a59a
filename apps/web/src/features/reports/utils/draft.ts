import type { Report, ReportField, ReportFilter, ReportSign, RunReportBody } from '@wellway/contracts';
import { isDateField, reportFieldCategoryRank } from '@wellway/domain/reports/fields';

/** Spec 3 §5 operators, as the contract lists them (the web takes contracts as types only). */
export const SIGNS: readonly ReportSign[] = ['<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'];

/** The report being edited: a saved one (id) or a new one (id null). */
export interface Draft {
  readonly id: string | null;
  readonly name: string;
  readonly report_type: Report['report_type'];
  readonly fields: readonly string[];
  readonly filters: readonly ReportFilter[];
  readonly sql: string;
  readonly group: Report['group'] | null;
}

/** A new simple report starts with the first field, so at least one field is always chosen. */
export const newDraft = (fields: readonly ReportField[]): Draft => ({
  id: null,
  name: '',
  report_type: 'Simple',
  fields: fields.slice(0, 1).map((field) => field.id),
  filters: [],
  sql: '',
  group: null,
});

export const draftOf = (report: Report): Draft => ({
  id: report.id,
  name: report.name,
  report_type: report.report_type,
  fields: report.fields,
  filters: report.filters,
  sql: report.sql ?? '',
  group: report.group,
});

/** Spec 3 §4: switching the layout to Simple clears the SQL; switching to SQL clears the filters. */
export function switchLayout(draft: Draft, type: Draft['report_type']): Draft {
  if (type === draft.report_type) return draft;
  return type === 'Simple' ? { ...draft, report_type: type, sql: '' } : { ...draft, report_type: type, filters: [] };
}

/** A field may be taken away only while another remains (spec 3 §5: at least one field). */
export function toggleField(fields: readonly string[], id: string): readonly string[] {
  if (!fields.includes(id)) return [...fields, id];
  return fields.length > 1 ? fields.filter((field) => field !== id) : fields;
}

/** "between" takes "from,to". */
export const betweenParts = (value: string): [string, string] => {
  const [from = '', to = ''] = value.split(',');
  return [from, to];
};

export function isFilterComplete(filter: ReportFilter): boolean {
  if (filter.field === '') return false;
  if (filter.sign === 'between') return betweenParts(filter.value).every((part) => part.trim() !== '');
  return filter.value.trim() !== '';
}

/** Spec 3 §5: a filter can be added only when every existing one is complete. */
export const canAddFilter = (filters: readonly ReportFilter[]): boolean => filters.every(isFilterComplete);

/** A new filter on a field: a date field compares dates, so it starts at "between". */
export const blankFilter = (field = ''): ReportFilter => ({ field, sign: field && isDateField(field) ? 'between' : 'is', value: '' });

/** Changing a filter's field resets its value when it goes from a date field to another kind or back. */
export function withField(filter: ReportFilter, field: string): ReportFilter {
  return isDateField(field) === isDateField(filter.field) && filter.field !== '' ? { ...filter, field } : blankFilter(field);
}

export interface FieldGroup {
  readonly category: string;
  readonly fields: readonly ReportField[];
}

/** The fields whose name matches the search, grouped by category in the spec's order (stable within a rank). */
export function groupFields(fields: readonly ReportField[], search: string): FieldGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, ReportField[]>();
  for (const field of fields) {
    if (needle && !field.display_name.toLowerCase().includes(needle)) continue;
    groups.set(field.category, [...(groups.get(field.category) ?? []), field]);
  }
  return [...groups.entries()]
    .map(([category, list]) => ({ category, fields: list }))
    .sort((a, b) => reportFieldCategoryRank(a.category) - reportFieldCategoryRank(b.category));
}

/** The default reports, then the custom ones (spec 3 §2.4). */
export function groupReports(reports: readonly Report[]): { readonly group: Report['group']; readonly reports: readonly Report[] }[] {
  return (['Default', 'Custom'] as const)
    .map((group) => ({ group, reports: reports.filter((report) => report.group === group) }))
    .filter((entry) => entry.reports.length > 0);
}

export interface RunScope {
  readonly minDate: string;
  readonly maxDate: string;
  readonly topLevelLocation: string | null;
  readonly location: string | null;
  /** Spec 3 §7 evaluation_definition_id: only the participants who completed it (null: everyone). */
  readonly evaluationId: string | null;
}

export interface EvaluationChoice {
  readonly id: string;
  readonly label: string;
}

/** The site's evaluations, as their questions' fields name them (`evaluation:{id}:{question}`, category `Evaluation n`). */
export function evaluationChoices(fields: readonly ReportField[]): EvaluationChoice[] {
  const choices = new Map<string, string>();
  for (const field of fields) {
    const [kind, id] = field.id.split(':');
    if (kind === 'evaluation' && id && !choices.has(id)) choices.set(id, field.category);
  }
  return [...choices.entries()].map(([id, label]) => ({ id, label }));
}

/** The run's body without its page (spec 3 §7): SQL reports send their text, simple ones fields and complete filters. */
export function runBodyOf(draft: Draft, scope: RunScope): Omit<RunReportBody, 'page' | 'page_size'> {
  const common = {
    min_date: scope.minDate || null,
    max_date: scope.maxDate || null,
    top_level_location: scope.topLevelLocation,
    location: scope.location,
    evaluation_definition_id: scope.evaluationId,
  };
  if (draft.report_type === 'SQL') return { ...common, sql: draft.sql };
  return { ...common, field: [...draft.fields], filter: draft.filters.filter(isFilterComplete) };
}

/** Spec 3 §7 run?is_custom=: a custom report's run; a new report runs as 'new'. */
export const runTargetOf = (draft: Draft) => ({ id: draft.id ?? 'new', isCustom: draft.group === 'Custom' });
