import { z } from 'zod';
import { pageSize, text, year } from './common.js';

/** The coordinator dashboard (spec 3 §2.4, §7): program reports, participants, stats, upcoming launches. */

const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id');

/** `site_id`: masters name the site they look at (the site switch); everyone else their own. */
export const dashboardSiteQuery = z.object({ site_id: siteId.optional() });

export const dashboardProgram = z
  .object({
    id: z.string(),
    name: z.string(),
    logging_state: z.string().nullable(),
    effective_date_start: z.string().nullable(),
    effective_date_end: z.string().nullable(),
    /** The first day of its first time frame (its launch), if it has frames. */
    starts_on: z.string().nullable(),
  })
  .meta({ title: 'DashboardProgram' });
export type DashboardProgram = z.output<typeof dashboardProgram>;

/** Programs of one location (`location_id` null: programs of every location). */
export const programGroup = z
  .object({ location_id: z.string().nullable(), location_name: z.string(), programs: z.array(dashboardProgram) })
  .meta({ title: 'ProgramGroup' });
export type ProgramGroup = z.output<typeof programGroup>;

/** GET /dashboard/program_reports and /dashboard/upcoming_launches: groups by location, and where /dashboard/helm goes. */
export const dashboardPrograms = z
  .object({
    site_id: z.string(),
    groups: z.array(programGroup),
    helm: z.enum(['reporting', 'notifications', 'program_reports']),
  })
  .meta({ title: 'DashboardPrograms' });
export type DashboardPrograms = z.output<typeof dashboardPrograms>;

/** GET /activity_summary_urls/{id} and /reports_urls/{id} (spec 3 §7). */
export const redirectUrlQuery = z.object({ redirect: z.enum(['true', 'false']).optional() });
export const redirectUrl = z.object({ redirect_url: z.string() }).meta({ title: 'RedirectUrl' });

export const participantsQuery = z.object({
  site_id: siteId.optional(),
  search: text(100).optional(),
  page_size: pageSize.default(20),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000)
    .default(1),
});

export const statsPeriods = ['month', 'week'] as const;
export const coordinatorStatsQuery = z.object({
  site_id: siteId.optional(),
  year: year.optional(),
  period: z.enum(statsPeriods, { error: 'must be month or week' }).default('month'),
});

const figure = z.number().nullable();
export const statsFacts = [
  'steps',
  'exercise_minutes',
  'days_logged',
  'badges_earned',
  'challenges_sent',
  'challenges_completed',
  'goals_created',
  'goals_completed',
] as const;
const statsFigures = {
  registrations: z.number().int(),
  /** The privacy floor hid this period's activity figures (each then `null`). */
  suppressed: z.boolean(),
  participants_logging: figure,
  average_steps: figure,
  average_exercise_minutes: figure,
  facts: z.object(Object.fromEntries(statsFacts.map((fact) => [fact, figure])) as Record<(typeof statsFacts)[number], typeof figure>),
};

/** GET /sites/{siteId}/coordinator_stats?year&period: a year's figures per month or week, and its total. */
export const coordinatorStats = z
  .object({
    site_id: z.string(),
    year: z.number().int(),
    years: z.array(z.number().int()),
    period: z.enum(statsPeriods),
    privacy_floor: z.number().int(),
    notice: z.string().nullable(),
    periods: z.array(z.object({ starts_on: z.string(), ...statsFigures })),
    total: z.object(statsFigures),
  })
  .meta({ title: 'CoordinatorStats' });
export type CoordinatorStats = z.output<typeof coordinatorStats>;
