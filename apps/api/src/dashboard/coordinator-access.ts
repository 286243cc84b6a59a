import { ForbiddenException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can, type Permission, type ReportScope } from '@wellway/domain';
import { reportScopeOfUser, type Database, type SiteRow } from '@wellway/read-models';
import type { CurrentUser } from '../http/current-user.js';
import { NOT_ALLOWED } from '../http/require-permission.js';
import { administeredSite, SiteDirectory, siteIdParam } from '../sites/site-directory.js';

export interface CoordinatorSite {
  readonly site: SiteRow;
  readonly scope: ReportScope;
}

/**
 * The site a dashboard call looks at and whose figures the caller sees (issue 16 "Scope"): a
 * master any site (the site switch) and all of it; a coordinator-type user only their own site
 * (another's id names nothing: 404), within `reportScopeOf`, when the permission (with the
 * site's flags) lets them.
 */
export async function coordinatorSite(
  db: Kysely<Database>,
  sites: SiteDirectory,
  user: CurrentUser,
  siteId: string,
  permission: Permission,
): Promise<CoordinatorSite> {
  const { site } = await sites.get(administeredSite(user, siteIdParam(siteId)));
  if (user.role === 'master') return { site, scope: { kind: 'site' } };
  if (!can(user.role, permission, site.flags)) throw new ForbiddenException(NOT_ALLOWED);
  return { site, scope: await reportScopeOfUser(db, site.id, user) };
}
