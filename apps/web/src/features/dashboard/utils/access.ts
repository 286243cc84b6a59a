import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { hasPermission, type User } from '../../../lib/current-user';
import { requireUser } from '../../../lib/route-guards';

/**
 * A dashboard screen's guard: whoever holds its permission, on their own site; a master on any
 * site (`?site_id=`, the site switch; their own without it). Anyone else goes to the root path.
 */
export async function requireDashboard(
  queryClient: QueryClient,
  request: Request,
  permission: Permission,
): Promise<{ user: User; siteId: string }> {
  const user = await requireUser(queryClient, request);
  const isMaster = user.role === 'master';
  if (!isMaster && !hasPermission(user, permission)) throw redirect(paths.root.href());
  return { user, siteId: dashboardSiteId(user, new URL(request.url).searchParams) };
}

/** The site a dashboard screen shows: a master's `site_id`, else the user's own. */
export const dashboardSiteId = (user: User, search: URLSearchParams): string =>
  (user.role === 'master' && search.get('site_id')) || user.site_id;
