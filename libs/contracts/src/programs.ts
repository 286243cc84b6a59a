import { z } from 'zod';
import { loggingStates, type ProgramDetails } from '@wellway/domain';
import { flag, isoDate, pageSize } from './common.js';

const text = z
  .string({ error: 'must be text' })
  .max(255, 'must be at most 255 characters')
  .nullish()
  .transform((value) => value ?? null);
const date = isoDate.nullish().transform((value) => value ?? null);

const timeFrame = z.object({
  logging_state: z.enum(loggingStates, { error: `must be one of ${loggingStates.join(', ')}` }),
  start_date: isoDate,
  end_date: isoDate,
});

/** The legacy shape `{ coming_soon: { start_date, end_date }, … }` is accepted too, as a list. */
function framesByState(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.entries(value).map(([logging_state, frame]) => ({ logging_state, ...(frame && typeof frame === 'object' ? frame : {}) }));
}

const promotion = z.object({ app_name: text, app_id: text, promotion_id: text, subdomain: text, domain_name: text });

/** Types and sizes only: the program's rules (and their messages) are the domain's. */
const fields = {
  site_id: z.string({ error: 'must be a site id' }).max(64).optional(),
  name: z.string({ error: 'is required' }).max(1000, 'is too long'),
  enabled: flag,
  effective_date_start: date,
  effective_date_end: date,
  locations: z.array(z.string({ error: 'must be location ids' }).max(64), { error: 'must be a list of location ids' }).max(1000),
  registration_closed: flag,
  time_frames: z.preprocess(framesByState, z.array(timeFrame, { error: 'must be a list of time frames' }).max(20)),
  promotion,
  coordinator_report_promotion_id: text,
};

export const createProgramBody = z.object({
  ...fields,
  enabled: fields.enabled.optional().default(true),
  effective_date_start: fields.effective_date_start.optional(),
  effective_date_end: fields.effective_date_end.optional(),
  locations: fields.locations.optional().default([]),
  registration_closed: fields.registration_closed.optional().default(false),
  time_frames: fields.time_frames.optional().default([]),
  promotion: promotion.optional(),
  coordinator_report_promotion_id: text.optional(),
});

export const updateProgramBody = z.object({
  site_id: fields.site_id,
  name: fields.name.optional(),
  enabled: fields.enabled.optional(),
  effective_date_start: isoDate.nullable().optional(),
  effective_date_end: isoDate.nullable().optional(),
  locations: fields.locations.optional(),
  registration_closed: fields.registration_closed.optional(),
  time_frames: fields.time_frames.optional(),
  promotion: promotion.optional(),
  coordinator_report_promotion_id: z.string().max(255).nullable().optional(),
});

type PromotionInput = z.output<typeof promotion>;
const toPromotion = (p: PromotionInput | undefined): ProgramDetails['promotion'] => ({
  appName: p?.app_name ?? null,
  appId: p?.app_id ?? null,
  promotionId: p?.promotion_id ?? null,
  subdomain: p?.subdomain ?? null,
  domainName: p?.domain_name ?? null,
});
const toFrames = (frames: z.output<typeof timeFrame>[]): ProgramDetails['timeFrames'] =>
  frames.map((f) => ({ loggingState: f.logging_state, startDate: f.start_date, endDate: f.end_date }));

export function detailsFromCreate(body: z.output<typeof createProgramBody>): ProgramDetails {
  return {
    name: body.name,
    enabled: body.enabled,
    effectiveDateStart: body.effective_date_start ?? null,
    effectiveDateEnd: body.effective_date_end ?? null,
    locationIds: body.locations,
    registrationClosed: body.registration_closed,
    timeFrames: toFrames(body.time_frames),
    promotion: toPromotion(body.promotion),
    coordinatorReportPromotionId: body.coordinator_report_promotion_id ?? null,
  };
}

/** Only what the request names changes. */
export function changesFromUpdate(body: z.output<typeof updateProgramBody>): Partial<ProgramDetails> {
  return {
    name: body.name,
    enabled: body.enabled,
    effectiveDateStart: body.effective_date_start,
    effectiveDateEnd: body.effective_date_end,
    locationIds: body.locations,
    registrationClosed: body.registration_closed,
    timeFrames: body.time_frames && toFrames(body.time_frames),
    promotion: body.promotion && toPromotion(body.promotion),
    coordinatorReportPromotionId: body.coordinator_report_promotion_id,
  };
}

export const programSiteQuery = z.object({ site_id: z.string().max(64).optional() });

export const programsQuery = z.object({ page_size: pageSize.optional() });

/** docs/api.md's Program: stored fields plus `logging_state` on the site's current date. */
export const program = z
  .object({
    id: z.string(),
    site_id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    effective_date_start: z.string().nullable(),
    effective_date_end: z.string().nullable(),
    locations: z.array(z.string()),
    registration_closed: z.boolean(),
    time_frames: z.array(z.object({ logging_state: z.enum(loggingStates), start_date: z.string(), end_date: z.string() })),
    promotion: z.object({
      app_name: z.string().nullable(),
      app_id: z.string().nullable(),
      promotion_id: z.string().nullable(),
      subdomain: z.string().nullable(),
      domain_name: z.string().nullable(),
    }),
    coordinator_report_promotion_id: z.string().nullable(),
    revision: z.number().int(),
    logging_state: z.enum(loggingStates).nullable(),
  })
  .meta({ title: 'Program' });
export type Program = z.output<typeof program>;

/** A command's answer: the program, or only its id once deleted. */
export const programChanged = z.union([program, z.object({ id: z.string() })]);
export const programRegistration = z.object({ id: z.string(), registration_closed: z.boolean() });
