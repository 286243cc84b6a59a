import { z } from 'zod';
import { badgeCategories } from '@wellway/domain';
import { pageSize, text, year } from './common.js';
import { isStoredImage } from './files.js';
import { inheritedFields } from './inheritable.js';

export const badgesQuery = z.object({ site_id: z.string().max(64).optional(), year: year.optional(), page_size: pageSize.optional() });

/** A badge the site sees: `site_id` null for a default (spec 3 §3); `parent_id` the default a site's copy replaces. */
export const badgeDefinition = z.object({
  id: z.string(),
  ...inheritedFields,
  program_id: z.string().nullable(),
  name: z.string(),
  category: z.enum(badgeCategories),
  goal: z.number(),
  goal2: z.number().nullable(),
  icon: z.string(),
  sequence: z.number().int(),
});

/** A badge as its participant sees it: earned on a day of the year, or not yet. */
export const badge = badgeDefinition.extend({ earned_on: z.string().nullable() }).meta({ title: 'Badge' });
export type Badge = z.output<typeof badge>;

const ICON = 'must be an image uploaded to this app (POST /files/upload) or the name of an icon of the app';
const LOCKED_IMAGE = 'must be an image uploaded to this app (POST /files/upload)';
/** A shipped icon's name (the default badges' `days_logged-5`), drawn by the app, never loaded from an address. */
export const isShippedIcon = (value: string): boolean => /^[A-Za-z0-9_-]{1,100}$/.test(value);
/** A badge's icon: an image stored by this app (a public upload), or a shipped icon's name; never an outside or javascript: address. */
export const isBadgeImage = (value: string): boolean => isStoredImage(value) || isShippedIcon(value);
const icon = text(2000).refine((value) => value === '' || isBadgeImage(value), ICON);
const lockedImage = text(2000).refine((value) => value === '' || isStoredImage(value), LOCKED_IMAGE);

const whole = (what: string) => z.number({ error: `must be ${what}` }).int(`must be ${what}`);
const siteId = z.string({ error: 'must be a site id' }).min(1, 'must be a site id').max(64, 'must be a site id').optional();

/** POST /badges and PUT /badges/{id} (spec 3 §4): the whole definition, for the site being administered. */
export const saveBadgeBody = z.object({
  site_id: siteId,
  name: text(1000),
  category: z.enum(badgeCategories, { error: `must be one of ${badgeCategories.join(', ')}` }),
  goal: whole('a whole number').min(0, 'must be 0 or more').max(1_000_000_000, 'is too large'),
  goal2: whole('a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000_000, 'is too large')
    .nullish()
    .transform((v) => v ?? null),
  program_id: z
    .string()
    .max(64, 'must be a program id')
    .nullish()
    .transform((v) => v || null),
  icon: icon.optional().transform((v) => v ?? ''),
});
export type SaveBadgeBody = z.output<typeof saveBadgeBody>;

export const badgeSiteQuery = z.object({ site_id: siteId });

/** POST /badges/reorder: every badge of the site, in the new order. */
export const reorderBadgesBody = z.object({
  site_id: siteId,
  sequence: z
    .array(z.string().min(1).max(64), { error: 'must be a list of badge ids' })
    .min(1, 'must list at least one badge')
    .max(1000, 'lists too many badges'),
});

/** PUT /badges/locked_image: the image a site's locked badges show (null: the app's own). */
export const badgeLockedImageBody = z.object({
  site_id: siteId,
  badge_locked_image: lockedImage.nullable(),
});
export const badgeLockedImage = z.object({ site_id: z.string(), badge_locked_image: z.string().nullable() });

/** POST /badges/{id}/award: a custom badge for chosen participants of the site. */
export const awardBadgeBody = z.object({
  site_id: siteId,
  user_ids: z
    .array(z.string().min(1).max(64), { error: 'must be a list of user ids' })
    .min(1, 'must name at least one participant')
    .max(500, 'names too many participants'),
});
export const badgeAwards = z.object({
  badge_id: z.string(),
  year: z.number().int(),
  awarded: z.array(z.string()),
  already: z.array(z.string()),
});

export const badgeDeleted = z.object({ id: z.string(), outcome: z.enum(['deleted', 'reset']) });
export const badgeOrder = z.object({ site_id: z.string(), sequence: z.array(z.string()) });
