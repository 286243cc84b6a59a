import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { badges, userBadgesStream } from '@wellway/domain';
import { createEventStore, handleCommand, metadataFor } from '@wellway/event-store';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, demoUserId, OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from './testing/api-harness.spec.js';

/**
 * Tenant isolation: two sites, each with people and data. A person of one site never reads or
 * changes the other's data, whatever ids they send (entries, stats, badges, notifications, sites,
 * users, SSO details).
 */

const now = new Date('2026-11-22T15:00:00Z');
let harness: ApiHarness;
let pool: pg.Pool;

const call = (method: string, path: string, token: string, body?: unknown) => harness.call(method, path, { token, body });
const signIn: ApiHarness['signIn'] = (...args) => harness.signIn(...args);

/** Site A (the demo site): Pat's entry, badge and notification, and the site's activities. */
const a = { entryId: '', position: 0, activityId: '', badgeId: '', notificationId: '' };
let pat: string;
let olive: string;
let oliveCoordinator: string;

beforeAll(async () => {
  harness = await startApiHarness(now, ['user', 'coordinator']);
  pool = new pg.Pool({ connectionString: harness.databaseUrl, max: 2 });

  pat = await signIn(demoEmail('participant'), DEMO_SITE_ID);
  olive = await signIn(otherEmail('participant'), OTHER_SITE_ID);
  oliveCoordinator = await signIn(otherEmail('coordinator'), OTHER_SITE_ID);
  const site = (await call('GET', '/sites/current', pat)).body.data as { exercise_activities: { id: string }[] };
  a.activityId = site.exercise_activities[0]!.id;
  const entry = await call('POST', '/entries', pat, {
    recorded_on: '2026-11-20',
    exercise_steps: 7000,
    exercise_minutes: 10,
    entry_exercise_activities: [{ exercise_activity_id: a.activityId, value: 10 }],
  });
  a.entryId = (entry.body.data as { id: string }).id;

  const definition = (await pool.query('select * from badge_definitions where site_id = $1 order by sequence limit 1', [DEMO_SITE_ID]))
    .rows[0];
  a.badgeId = definition.id;
  const store = await createEventStore({ pool });
  const awarded = await handleCommand({
    store,
    stream: userBadgesStream(demoUserId('participant')),
    decider: badges.userBadgesDecider,
    command: {
      type: 'AwardBadges',
      userId: demoUserId('participant'),
      siteId: DEMO_SITE_ID,
      year: 2026,
      earnedOn: '2026-11-20',
      badges: [
        {
          badgeId: definition.id,
          siteId: DEMO_SITE_ID,
          name: definition.name,
          category: definition.category,
          goal: definition.goal,
          goal2: definition.goal2,
          icon: definition.icon,
          sequence: definition.sequence,
        },
      ],
    },
    metadata: metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'tenancy' }),
  });
  a.position = Number(awarded.position);
  const unread = await call('GET', `/notifications?filter=unread&page_size=0&min_position=${a.position}`, pat);
  a.notificationId = (unread.body.data as { id: string }[])[0]!.id;
});

afterAll(async () => {
  await pool?.end();
  await harness?.stop();
});

describe('tenant isolation', () => {
  it("hides and protects the other site's entries", async () => {
    expect(await call('GET', `/entries/${a.entryId}`, olive)).toMatchObject({ status: 404, body: { errors: ['Entry not found.'] } });
    expect(await call('PUT', `/entries/${a.entryId}`, olive, { recorded_on: '2026-11-20', exercise_steps: 1 })).toMatchObject({
      status: 404,
    });
    expect(
      await call('POST', '/entries', olive, {
        recorded_on: '2026-11-20',
        exercise_minutes: 10,
        entry_exercise_activities: [{ exercise_activity_id: a.activityId, value: 10 }],
      }),
    ).toMatchObject({ status: 422 });
    const weeks = await call('GET', '/entry_weeks?year=2026&page_size=0', olive);
    expect((weeks.body.data as { entries: unknown[] }[]).flatMap((week) => week.entries)).toEqual([]);
    expect(await call('GET', `/entries/${a.entryId}`, pat)).toMatchObject({ status: 200, body: { data: { exercise_steps: 7000 } } });
  });

  it("hides the other site's stats, badges and site", async () => {
    expect((await call('GET', `/users/${demoUserId('participant')}/stats?year=2026`, olive)).status).toBe(404);
    expect((await call('GET', `/badges?site_id=${DEMO_SITE_ID}&year=2026`, olive)).status).toBe(404);
    expect((await call('GET', `/badges/${a.badgeId}?year=2026`, olive)).status).toBe(404);
    expect((await call('GET', `/sites/${DEMO_SITE_ID}`, olive)).status).toBe(404);
    expect((await call('GET', `/sites/${DEMO_SITE_ID}/exercise_activities`, olive)).status).toBe(404);
    expect((await call('GET', '/sites/current', olive)).body.data).toMatchObject({ id: OTHER_SITE_ID, name: 'Other Co' });
  });

  it("cannot read or clear the other site's notifications", async () => {
    expect((await call('GET', '/notifications?filter=all&page_size=0', olive)).body.data).toEqual([]);
    const marked = await call('POST', '/notifications/mark_as_read', olive, { ids: [a.notificationId] });
    const still = await call('GET', `/notifications?filter=unread&page_size=0&min_position=${marked.body.meta?.position ?? 0}`, pat);
    expect((still.body.data as { id: string }[]).map((n) => n.id)).toContain(a.notificationId);
  });

  it("keeps the other site's users and SSO details from a coordinator", async () => {
    expect((await call('GET', `/users?site_id=${DEMO_SITE_ID}&page_size=0`, oliveCoordinator)).status).toBe(404);
    expect((await call('GET', `/users/${demoUserId('participant')}`, oliveCoordinator)).status).toBe(404);
    expect((await call('GET', '/users/search?query=rivera', oliveCoordinator)).body.data).toEqual([]);
    expect((await call('GET', '/users?page_size=0', oliveCoordinator)).body.data).not.toContainEqual(
      expect.objectContaining({ site_id: DEMO_SITE_ID }),
    );
    expect((await call('GET', `/sites/${DEMO_SITE_ID}/sso_details`, oliveCoordinator)).status).toBe(403);
    expect((await call('DELETE', `/users/${demoUserId('participant')}`, oliveCoordinator)).status).toBe(403);
    expect((await call('POST', `/users/${demoUserId('participant')}/impersonate`, oliveCoordinator)).status).toBe(403);
    expect((await call('GET', '/users/me', pat)).status).toBe(200);
  });

  it('never signs anyone into the other site, by password or SSO', async () => {
    const wrongSite = await harness.call('POST', `/users/authenticate?site_id=${OTHER_SITE_ID}`, {
      body: { email: demoEmail('participant'), password: DEMO_PASSWORD },
    });
    expect(wrongSite.status).toBe(401);
    expect(otherUserId('participant')).not.toBe(demoUserId('participant'));
  });
});
