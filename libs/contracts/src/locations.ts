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
