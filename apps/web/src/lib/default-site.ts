/**
 * The default site's id (`DEFAULT_SITE_ID` in libs/domain, deterministicId('site', 'default'));
 * written out because the domain's id helper needs node:crypto. A unit spec checks they agree.
 * Administering it edits the default set every site inherits (spec 3 §1).
 */
export const DEFAULT_SITE_ID = '2b01089c-85e4-5d1c-bf9c-a1e3f6b7563e';

export const isDefaultSite = (siteId: string): boolean => siteId === DEFAULT_SITE_ID;
