/**
 * The report-field registry (spec 3 §3 Report field, §5 Reports; issue 16): every field a report
 * can show or filter by, with its display name and category. Each capability declares its fields
 * beside its report facts (`<capability>ReportFields`), assembled in `libs/domain/src/index.ts` as
 * `reportFields`; the reports API lists them (`GET /report_fields`), the simple builder selects
 * and filters them, the SQL sandbox's views expose them as columns, and the privacy rule reads
 * their `privacy`. Per-evaluation answer fields are added at query time from each site's
 * evaluations (category `Evaluation n`).
 */

/** Spec 3 §5: the categories in display order (Participant 1 … Success Story 9, anything else 10). */
export const reportFieldCategoryOrder = [
  'Participant',
  'Registration',
  'Evaluation',
  'Competition',
  'Milestone',
  'Regional Challenge',
  'Peer-to-Peer',
  'Program',
  'Success Story',
] as const;

/** A category as shown: one of the list, or numbered (`Evaluation 2`, `Competition 1`), or another name (sorted last). */
export type ReportFieldCategory = (typeof reportFieldCategoryOrder)[number] | `${'Evaluation' | 'Competition'} ${number}` | 'other';

/** Spec 3 §5 order: 1 for Participant … 9 for Success Story, 10 for anything else ('Peer-to-Peer Challenge' is Peer-to-Peer). */
export function reportFieldCategoryRank(category: string): number {
  const index = reportFieldCategoryOrder.findIndex((name) => category === name || category.startsWith(`${name} `));
  return index === -1 ? 10 : index + 1;
}

export type ReportFieldType = 'text' | 'number' | 'date';

/**
 * Who may see it per participant (docs/decisions.md, "Privacy of employer reports"): `person`
 * fields (name, location, registration, participation, badges) are shown per participant to
 * coordinators; `health` fields (activity figures, evaluation answers) reach coordinators only as
 * aggregates of groups of at least the site's floor. Masters are not limited.
 */
export type ReportFieldPrivacy = 'person' | 'health';

/** A participant's attribute, from the users and locations read models. */
export type ParticipantColumn =
  'first_name' | 'last_name' | 'email' | 'location' | 'top_level_location' | 'started_on' | 'sso_identifier' | 'eligibility_identifier';

export type ReportFieldSource =
  /** A participant's attribute. */
  | { readonly kind: 'participant'; readonly column: ParticipantColumn }
  /** A report fact (`facts.ts`): its sum over the report's dates (all days when none), or the last day it was non-zero. */
  | { readonly kind: 'fact'; readonly fact: string; readonly aggregate?: 'sum' | 'last_on' };

export interface ReportFieldDeclaration {
  /**
   * Stable id, snake_case: what saved reports and filters name, and the column's name in the SQL
   * sandbox's views. A date field's id ends in `_on`, `_at` or `date` (spec 3 §5).
   */
  readonly id: string;
  readonly displayName: string;
  readonly category: ReportFieldCategory;
  readonly type: ReportFieldType;
  readonly privacy: ReportFieldPrivacy;
  readonly source: ReportFieldSource;
}

/** Spec 3 §5: a date field is one whose name ends in on, at or date. */
export function isDateField(id: string): boolean {
  return /(_on|_at|date)$/.test(id);
}

/** Every declaration in one list, in category order; throws on an id declared twice. */
export function assembleReportFields(declarations: readonly (readonly ReportFieldDeclaration[])[]): readonly ReportFieldDeclaration[] {
  const fields = declarations.flat();
  const seen = new Set<string>();
  for (const { id } of fields) {
    if (seen.has(id)) throw new Error(`Report field ${id} is declared twice`);
    seen.add(id);
  }
  return [...fields].sort((a, b) => reportFieldCategoryRank(a.category) - reportFieldCategoryRank(b.category));
}
