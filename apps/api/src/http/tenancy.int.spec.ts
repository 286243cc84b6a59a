import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, userBadgesStream } from '@wellway/domain';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, demoUserId, OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/**
 * Tenant isolation: two sites, each with people and data. A person of one site never reads or
 * changes the other's data, whatever ids they send (entries, stats, badges, notifications, sites,
 * users, SSO details).
 */

const now = new Date('2026-11-22T15:00:00Z');
let harness: ApiHarness;

/** Site A (the demo site): Pat's entry, badge and notification, and the site's activities. */
const a = { entryId: '', position: 0, activityId: '', badgeId: '', notificationId: '' };
let pat: string;
let olive: string;
let oliveCoordinator: string;

beforeAll(async () => {
  harness = await startApiHarness(now, ['user', 'coordinator']);

  pat = await harness.signIn(demoEmail('participant'), DEMO_SITE_ID);
  olive = await harness.signIn(otherEmail('participant'), OTHER_SITE_ID);
  oliveCoordinator = await harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID);
  const site = (await harness.call('GET', '/sites/current', { token: pat })).body.data;
  a.activityId = site.exercise_activities[0]!.id;
  const entry = await harness.call('POST', '/entries', {
    token: pat,
    body: {
      recorded_on: '2026-11-20',
      exercise_steps: 7000,
      exercise_minutes: 10,
      entry_exercise_activities: [{ exercise_activity_id: a.activityId, value: 10 }],
    },
  });
  a.entryId = entry.body.data.id;

  const definition = (
    await harness.pool.query('select * from badge_definitions where site_id = $1 order by sequence limit 1', [DEMO_SITE_ID])
  ).rows[0];
  a.badgeId = definition.id;
  // A badge a worker awards: recorded straight on the store (no route awards one).
  const awarded = await harness.given(
    userBadgesStream(demoUserId('participant')),
    badges.userBadgesDecider,
    {
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
    { siteId: DEMO_SITE_ID },
  );
  a.position = Number(awarded.position);
  const unread = await harness.call('GET', `/notifications?filter=unread&page_size=0&min_position=${a.position}`, { token: pat });
  a.notificationId = unread.body.data[0]!.id;
});

afterAll(async () => {
  await harness?.stop();
});

// Given (beforeAll): site A, the demo site, where Pat logged a day, earned a badge and has an unread
// notification; site B, 'Other Co', where Olive is a participant and has a coordinator.
describe('tenant isolation', () => {
  it("hides and protects the other site's entries", async () => {
    // When Olive reads, changes or logs with site A's entry and activity
    const read = await harness.call('GET', `/entries/${a.entryId}`, { token: olive });
    const { reply: writes, appended } = await harness.when(async () => [
      await harness.call('PUT', `/entries/${a.entryId}`, { token: olive, body: { recorded_on: '2026-11-20', exercise_steps: 1 } }),
      await harness.call('POST', '/entries', {
        token: olive,
        body: {
          recorded_on: '2026-11-20',
          exercise_minutes: 10,
          entry_exercise_activities: [{ exercise_activity_id: a.activityId, value: 10 }],
        },
      }),
    ]);
    const weeks = await harness.call('GET', '/entry_weeks?year=2026&page_size=0', { token: olive });

    // Then nothing of site A is read or written, and Pat's entry is as it was
    expect(read).toMatchObject({ status: 404, body: { errors: ['Entry not found.'] } });
    expect(writes).toMatchObject([{ status: 404 }, { status: 422 }]);
    expect(appended).toBe(0);
    expect(weeks.body.data.flatMap((week: { entries: unknown[] }) => week.entries)).toEqual([]);
    expect(await harness.call('GET', `/entries/${a.entryId}`, { token: pat })).toMatchObject({
      status: 200,
      body: { data: { exercise_steps: 7000 } },
    });
  });

  it("hides the other site's stats, badges and site", async () => {
    // When Olive asks for site A's stats, badges, site and activities
    const statuses = await Promise.all(
      [
        `/users/${demoUserId('participant')}/stats?year=2026`,
        `/badges?site_id=${DEMO_SITE_ID}&year=2026`,
        `/badges/${a.badgeId}?year=2026`,
        `/sites/${DEMO_SITE_ID}`,
        `/sites/${DEMO_SITE_ID}/exercise_activities`,
      ].map(async (path) => (await harness.call('GET', path, { token: olive })).status),
    );

    // Then each is unknown to her, and her current site is her own
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect((await harness.call('GET', '/sites/current', { token: olive })).body.data).toMatchObject({
      id: OTHER_SITE_ID,
      name: 'Other Co',
    });
  });

  it("cannot read or clear the other site's notifications", async () => {
    // When Olive lists notifications and marks Pat's as read
    const listed = await harness.call('GET', '/notifications?filter=all&page_size=0', { token: olive });
    const marked = await harness.call('POST', '/notifications/mark_as_read', { token: olive, body: { ids: [a.notificationId] } });

    // Then she sees none of Pat's, and Pat's stays unread
    expect(listed.body.data).toEqual([]);
    const still = await harness.call('GET', `/notifications?filter=unread&page_size=0&min_position=${marked.body.meta?.position ?? 0}`, {
      token: pat,
    });
    expect(still.body.data.map((n: { id: string }) => n.id)).toContain(a.notificationId);
  });

  it("keeps the other site's users and SSO details from a coordinator", async () => {
    // When site B's coordinator reaches for site A's users and SSO details
    const token = oliveCoordinator;
    const list = await harness.call('GET', `/users?site_id=${DEMO_SITE_ID}&page_size=0`, { token });
    const one = await harness.call('GET', `/users/${demoUserId('participant')}`, { token });
    const search = await harness.call('GET', '/users/search?query=rivera', { token });
    const own = await harness.call('GET', '/users?page_size=0', { token });
    const sso = await harness.call('GET', `/sites/${DEMO_SITE_ID}/sso_details`, { token });
    const removal = await harness.call('DELETE', `/users/${demoUserId('participant')}`, { token });
    const impersonation = await harness.call('POST', `/users/${demoUserId('participant')}/impersonate`, { token });

    // Then site A's users are unknown or out of reach, and Pat is untouched
    expect(list.status).toBe(404);
    expect(one.status).toBe(404);
    expect(search.body.data).toEqual([]);
    expect(own.body.data).not.toContainEqual(expect.objectContaining({ site_id: DEMO_SITE_ID }));
    expect([sso.status, removal.status, impersonation.status]).toEqual([403, 403, 403]);
    expect((await harness.call('GET', '/users/me', { token: pat })).status).toBe(200);
  });

  it('never signs anyone into the other site, by password or SSO', async () => {
    // When Pat signs in with site B named
    const wrongSite = await harness.call('POST', `/users/authenticate?site_id=${OTHER_SITE_ID}`, {
      body: { email: demoEmail('participant'), password: DEMO_PASSWORD },
    });

    // Then it is refused (site B's people are other users)
    expect(wrongSite.status).toBe(401);
    expect(otherUserId('participant')).not.toBe(demoUserId('participant'));
  });
});
