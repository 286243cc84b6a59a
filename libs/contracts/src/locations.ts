import { z } from 'zod';
import { pageSize } from './common.js';

const id = z.string({ error: 'must be a location id' }).min(1, 'must be a location id').max(64, 'must be a location id');
const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id').optional();
/** Lengths and emptiness are the domain's rules (same messages for forms and CSV rows). */
const name = z.string({ error: 'is required' }).max(1000, 'is too long');

export const createLocationBody = z.object({
  site_id: siteId,
  name,
  parent_location_id: id.nullish().transform((value) => value ?? null),
});

export const updateLocationBody = z.object({
  site_id: siteId,
  name: name.optional(),
  parent_location_id: id.nullable().optional(),
});

export const reorderLocationsBody = z.object({
  site_id: siteId,
  sequence: z
    .array(id, { error: 'must be a list of location ids' })
    .min(1, 'must list at least one location')
    .max(1000, 'lists too many locations'),
});

export const locationSiteQuery = z.object({ site_id: siteId });

export const locationsQuery = z.object({ site_id: z.string().max(64).optional(), page_size: pageSize.optional() });

export interface Location {
  id: string;
  name: string;
  site_id: string;
  parent_location_id: string | null;
  sequence: number;
  children: Location[];
}
/** docs/api.md's Location, with the locations under it. */
export const location: z.ZodType<Location> = z
  .object({
    id: z.string(),
    name: z.string(),
    site_id: z.string(),
    parent_location_id: z.string().nullable(),
    sequence: z.number().int(),
    get children() {
      return z.array(location);
    },
  })
  .meta({ id: 'Location', title: 'Location' });

/** The report of a CSV upload: each row, created or rejected and why. */
export const locationUpload = z.object({
  file_name: z.string(),
  created_count: z.number().int(),
  rejected_count: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      path: z.array(z.string()),
      status: z.enum(['created', 'existing', 'rejected']),
      message: z.string().nullable(),
      location_id: z.string().nullable(),
    }),
  ),
});
export type LocationUpload = z.output<typeof locationUpload>;
export const locationDeleted = z.object({ id: z.string() });
