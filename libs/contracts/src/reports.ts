import { z } from 'zod';
import { isoDate, text } from './common.js';

/**
 * Reports (spec 3 §3 Report and Report field, §5 Reports, §7 Reports and EOP; issue 16). The report
 * page's calls: the index and the fields by site, run, create/update/destroy. Field ids are the
 * report-field registry's (domain `reportFields`, plus `evaluation:{site_evaluation_id}:{question_id}`
 * for each evaluation answer).
 */

const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id');
const fieldId = z.string({ error: 'must be a report field' }).min(1, 'must be a report field').max(200, 'must be a report field');

/** Spec 3 §5 operators. */
export const reportSigns = ['<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between'] as const;
export type ReportSign = (typeof reportSigns)[number];

/** A filter (field, sign, value); `between` takes "from,to" (dates YYYY-MM-DD run to 23:59:59 of `to`). */
export const reportFilter = z.object({
  field: fieldId,
  sign: z.enum(reportSigns, { error: `must be one of ${reportSigns.join(', ')}` }),
  value: text(500),
});
export type ReportFilter = z.output<typeof reportFilter>;

export const reportTypes = ['Simple', 'SQL'] as const;

/** Spec 3 §3 Report field: id, display_name, category; plus its type and whether coordinators see it per participant. */
export const reportField = z
  .object({
    id: z.string(),
    display_name: z.string(),
    category: z.string(),
    type: z.enum(['text', 'number', 'date']),
    privacy: z
      .enum(['person', 'health'])
      .describe("'health': coordinators see it only as aggregates of groups of at least the site's floor."),
  })
  .meta({ title: 'ReportField' });
export type ReportField = z.output<typeof reportField>;

/** Spec 3 §3 Report. */
export const report = z
  .object({
    id: z.string(),
    name: z.string(),
    report_type: z.enum(reportTypes),
    fields: z.array(z.string()),
    filters: z.array(reportFilter),
    sql: z.string().nullable(),
    parent: z.string().nullable().describe('Set (truthy) for a custom report.'),
    created_by_master: z.boolean(),
    group: z.enum(['Default', 'Custom']),
    site_id: z.string().nullable(),
    /** What the signed-in person may do with it (spec 3 §5). */
    can_delete: z.boolean(),
    can_save: z.boolean(),
  })
  .meta({ title: 'Report' });
export type Report = z.output<typeof report>;

export const reportsQuery = z.object({ site_id: siteId.optional() });

/** Create (POST /sites/{site_id}/reports) and update (PUT …/{id}); `as_custom` saves as a custom copy (save as). */
export const saveReportBody = z.object({
  name: text(200).trim().min(1, 'Name is required.'),
  report_type: z.enum(reportTypes, { error: 'must be Simple or SQL' }),
  fields: z.array(fieldId).max(200, 'must be at most 200 fields').default([]),
  filters: z.array(reportFilter).max(50, 'must be at most 50 filters').default([]),
  sql: text(20_000).nullable().optional().default(null),
  as_custom: z.boolean().optional().default(false),
});
export type SaveReportBody = z.output<typeof saveReportBody>;

/**
 * POST /sites/{siteId}/reports/{id}/run?is_custom=… (spec 3 §7): either `sql` or `field` (ids)
 * with `filter`; dates; the location selectors. `page`/`page_size` page the rows (the table shows
 * 20, then 20 more per scroll).
 */
export const runReportBody = z.object({
  min_date: isoDate.nullable().optional(),
  max_date: isoDate.nullable().optional(),
  sql: text(20_000).nullable().optional(),
  field: z.array(fieldId).max(200, 'must be at most 200 fields').optional(),
  filter: z.array(reportFilter).max(50, 'must be at most 50 filters').optional(),
  top_level_location: z.string().max(64).nullable().optional(),
  location: z.string().max(64).nullable().optional(),
  evaluation_definition_id: z.string().max(64).nullable().optional(),
  page: z.number().int().min(1).max(1_000_000, 'must be at most 1000000').optional().default(1),
  page_size: z.number().int().min(1).max(1000).optional().default(20),
});
export type RunReportBody = z.output<typeof runReportBody>;

/**
 * The run's answer: spec 3 §7 "data.data holds two pairs named rows and fields". `has_more`: rows
 * follow this page. `total_rows`: every row of the run, null while participant rows follow (a run
 * does not count them; POST …/count does). `aggregated`: the rows are groups, not participants (a
 * coordinator's report with health fields); a suppressed figure is the string `fewer than {floor}`,
 * and `notice` says why on the screen.
 */
export const reportRun = z
  .object({
    data: z.object({
      fields: z.array(z.string()),
      rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
    }),
    has_more: z.boolean(),
    total_rows: z.number().int().nullable(),
    aggregated: z.boolean(),
    privacy_floor: z.number().int(),
    notice: z.string().nullable(),
  })
  .meta({ title: 'ReportRun' });
export type ReportRun = z.output<typeof reportRun>;

/** POST /sites/{siteId}/reports/{id}/count, the run's body: how many rows the run has in all. */
export const reportRowCount = z.object({ total_rows: z.number().int() }).meta({ title: 'ReportRowCount' });
export type ReportRowCount = z.output<typeof reportRowCount>;

/** GET /report_fields?site_id=… */
export const reportFieldsQuery = z.object({ site_id: siteId.optional() });

/** POST …/run and …/export: `is_custom` is what the legacy page sends (spec 3 §7); the report's own group decides. */
export const runReportQuery = z.object({ is_custom: z.enum(['true', 'false']).optional() });

export const reportDeleted = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ title: 'ReportDeleted' });
