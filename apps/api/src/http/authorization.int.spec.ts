import { beforeAll, describe, expect, it } from 'vitest';
import { ModulesContainer } from '@nestjs/core';
import { can, roles, type Role } from '@wellway/domain';
import { OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { discoverRoutes, type DiscoveredRoute } from '../testing/routes.spec.js';
import { routePath, useApiHarness } from '../testing/api-harness.spec.js';

/**
 * Every route the Nest app registers (discovered from the app: a new route is covered without
 * editing this file) × every role, and no session. Each answer must agree with libs/domain's
 * permission matrix: 401 without a session unless @Public(); 403 or 404 for a role the matrix
 * refuses; anything but 401/403 for a role it allows; never 500.
 */

const now = new Date('2026-11-22T15:00:00Z');
// The second site's flags: badges off, so the guard must read the site's flags, not the role alone.
const flags = { is_logging_enabled: true, is_stats_enabled: true, is_badges_enabled: false, is_notifications_enabled: true };

const harness = useApiHarness(now, roles, flags);
let routes: DiscoveredRoute[];

beforeAll(async () => {
  routes = discoverRoutes(harness.api.app.get(ModulesContainer));
});

/** A person of the second site in this role. */
const givenSignedIn = (role: Role) => harness.signIn(otherEmail(role === 'user' ? 'participant' : role), OTHER_SITE_ID);

/** Calls a route as it is registered, on the caller's own site, with an empty body where it takes one. */
async function whenCalled(route: DiscoveredRoute, token?: string): Promise<{ status: number; errors?: string[] }> {
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const reply = await harness.call(route.method, routePath(route.path, OTHER_SITE_ID), { token, body: hasBody ? {} : undefined });
  return { status: reply.status, errors: reply.body.errors };
}

// Given (beforeAll): the demo site and 'Other Co' with a person in every role, its badges turned off.
describe('authorization matrix', () => {
  it('discovers the routes from the app', () => {
    // Then the routes read from the app include a guarded and a public one, as declared
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/users/:id', isPublic: false, permission: 'users.delete' }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/users/authenticate', isPublic: true, permission: undefined }),
    );
  });

  it("refuses a participant what their site's flags turn off", async () => {
    // Given a participant of the site without badges
    const token = await givenSignedIn('user');

    // When they ask for badges, and for their own permissions
    const badges = await harness.call('GET', '/badges?year=2026', { token });
    const me = await harness.call('GET', '/users/me', { token });

    // Then badges are refused, and are not among their permissions
    expect(badges).toMatchObject({ status: 403, body: { errors: ['You are not allowed to do that.'] } });
    expect(me.body.data).toMatchObject({ permissions: expect.not.arrayContaining(['badges.view']) });
  });

  it('makes every signed-in route either name a permission or be meant for any signed-in user', () => {
    // When the routes that name no permission are listed
    const forAnyone = routes
      .filter((route) => !route.isPublic && route.permission === undefined)
      .map((route) => `${route.method} ${route.path}`);

    // Then they are exactly those meant for anyone signed in
    expect(forAnyone.sort()).toEqual(
      [
        // The catalogues a site offers (read by its participants, edited by administrators)
        'GET /api/challenges',
        'GET /api/challenges/:id',
        'GET /api/sites/:siteId/goals',
        'GET /api/sites/:siteId/goals/:id',
        'GET /api/locations',
        'GET /api/sites/:id/exercise_activities',
        'GET /api/sites/:siteId/programs/:programId/registration_closed',
        'GET /api/sites/:site_id/required_terms',
        'GET /api/users/me',
        // Deleting one's own account (never while impersonated)
        'POST /api/account/erasure',
        'POST /api/sites/:site_id/required_terms/accept_term',
        'POST /api/users/logout',
        'POST /api/users/stop_impersonating',
        // Settings of one's own account (a master: anyone's; others' ids answer 404)
        'PUT /api/users/:id',
        'PUT /api/users/:id/subscription',
        'PUT /api/users/:id/tracking_method',
        // Files (issue 14 "Images"): one's own uploads and crops; secure files read by their owner (and masters);
        // one's own profile photo (a master: anyone's)
        'GET /api/files/users/:owner/secure/:name',
        'POST /api/files/crop',
        'POST /api/files/upload',
        'PUT /api/profiles/:id',
      ].sort(),
    );
  });

  it('answers 401 "Please log in." without a session, except on @Public routes, and never 500', async () => {
    for (const route of routes) {
      // When each route is called without a session
      const { status, errors } = await whenCalled(route);

      // Then it is never a 500, and it asks for a session unless it is public
      const where = `${route.method} ${route.path}`;
      expect(status, where).toBeLessThan(500);
      // Site content is public for the privacy and terms pages only; other categories need a session.
      if (route.isPublic && where === 'GET /api/custom_content')
        expect({ where, status, errors }).toEqual({ where, status: 401, errors: ['Please log in.'] });
      else if (route.isPublic) expect(status, where).not.toBe(401);
      else expect({ where, status, errors }).toEqual({ where, status: 401, errors: ['Please log in.'] });
    }
  });

  it.each([...roles])('lets %s call exactly what the matrix allows, and never 500', async (role) => {
    // Given a person in this role (logout runs last: it ends the session the other calls use)
    let token = await givenSignedIn(role);
    const ordered = [...routes].sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    for (const route of ordered) {
      // When they call each route
      const { status, errors } = await whenCalled(route, token);

      // Then the permission guard (which runs before any handler) refuses with 403 exactly what the matrix refuses
      const where = `${role} ${route.method} ${route.path} → ${status} ${errors?.join(' ') ?? ''}`;
      expect(status, where).toBeLessThan(500);
      expect(status, where).not.toBe(401);
      const allowed = route.permission === undefined || can(role, route.permission, flags) || (route.mastersToo && role === 'master');
      if (allowed) expect(status, where).not.toBe(403);
      else expect(status, where).toBe(403);
      if (route.method !== 'GET' && status === 200 && route.path.endsWith('/logout')) token = await givenSignedIn(role);
    }
  });
});
