import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '@wellway/test-support';
import { createApi } from '../app.js';
import { apiClient, useApiHarness } from '../testing/api-harness.spec.js';

/** The API's main paths end to end: sign-in, entries, badges, notifications, health. */

const now = new Date('2026-11-22T15:00:00Z');
const harness = useApiHarness(now);

/** A day's steps as the log form sends them. */
const day = (recordedOn: string, steps: number) => ({ recorded_on: recordedOn, exercise_steps: steps });

// Given (beforeAll): the seeded demo site with its participant, coordinator and master.
describe('sign-in', () => {
  it('signs in with the cookie and the Authorization header carrying its value', async () => {
    // When the participant signs in (address in another case, with spaces), and calls with the cookie or the header
    const signedIn = await harness.call('POST', '/users/authenticate', {
      body: { email: ' Participant@Demo.Wellway.test ', password: DEMO_PASSWORD, stay_logged_in: false },
    });
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    const viaCookie = await harness.call('GET', '/users/me', { cookie: cookie.split(';')[0] });
    const { token } = await harness.session(demoEmail('participant'));
    const viaHeader = await harness.call('GET', '/users/me', { token: `Bearer ${token}` });

    // Then a session cookie is set, and both ways name the participant with their permissions
    expect(signedIn.status).toBe(200);
    expect(cookie).toMatch(/^wellway_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(viaCookie.body.data).toMatchObject({ email: 'participant@demo.wellway.test', role: 'user' });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.data).toMatchObject({ permissions: expect.arrayContaining(['entries.log', 'badges.view']) });
  });

  it('refuses wrong passwords and unknown accounts with one message', async () => {
    // When a known and an unknown account sign in with a wrong password
    const replies = [
      await harness.call('POST', '/users/authenticate', { body: { email: demoEmail('participant'), password: 'nope' } }),
      await harness.call('POST', '/users/authenticate', { body: { email: 'nobody@demo.wellway.test', password: 'nope' } }),
    ];

    // Then both are told the same
    for (const reply of replies) expect(reply).toMatchObject({ status: 401, body: { errors: ['Invalid email or password.'] } });
  });

  it('limits repeated failures for one account', async () => {
    // Given ten failed sign-ins of the master
    const body = { email: demoEmail('master'), password: 'wrong' };
    for (let attempt = 0; attempt < 10; attempt++) expect((await harness.call('POST', '/users/authenticate', { body })).status).toBe(401);

    // When the right password comes next, here and on another API instance (the failures are counted in the database)
    const limited = await harness.call('POST', '/users/authenticate', { body: { ...body, password: DEMO_PASSWORD } });
    const other = await createApi(
      { databaseUrl: harness.databaseUrl, secureCookies: false, now: () => now, readYourWritesTimeoutMs: 5_000 },
      { logger: false },
    );
    try {
      const elsewhere = await apiClient(await other.listen(0)).call('POST', '/users/authenticate', {
        body: { ...body, password: DEMO_PASSWORD },
      });

      // Then both refuse it for a while
      expect(limited.status).toBe(429);
      expect(limited.body.errors?.[0]).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
      expect(elsewhere.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('brands the welcome page: the current site is public, found by host', async () => {
    // When the current site is asked for without a session, then it is the host's
    expect(await harness.call('GET', '/sites/current')).toMatchObject({
      status: 200,
      body: { data: { name: 'Wellway Demo', years: [2025, 2026] } },
    });
  });

  it('answers 401 "Please log in." without a session, and after logout', async () => {
    // Given a coordinator's session
    const { token } = await harness.session(demoEmail('coordinator'));

    // When /users/me is asked for without one, and with it after a logout
    const without = await harness.call('GET', '/users/me');
    const logout = await harness.call('POST', '/users/logout', { token });
    const after = await harness.call('GET', '/users/me', { token });

    // Then both ask to log in
    expect(without).toMatchObject({ status: 401, body: { errors: ['Please log in.'] } });
    expect(logout.status).toBe(200);
    expect(after.status).toBe(401);
  });
});

describe('entries', () => {
  it('logs a day, reads it back at once, and updates it with If-Match', async () => {
    // Given the participant, and the site's Walking activity
    const { token, userId } = await harness.session(demoEmail('participant'));
    const site = (await harness.call('GET', '/sites/current', { token })).body.data;
    expect(site.current_date).toBe('2026-11-22');
    const walking = site.exercise_activities.find((activity: { name: string }) => activity.name === 'Walking');

    // When they log a day with steps, minutes and an activity (and an empty activity row)
    const created = await harness.call('POST', '/entries', {
      token,
      body: {
        recorded_on: '2026-11-20',
        exercise_steps: 8000,
        exercise_minutes: 30,
        entry_exercise_activities: [
          { exercise_activity_id: walking.id, value: 30 },
          { exercise_activity_id: null, value: null },
        ],
      },
    });

    // Then the entry counts the minutes as steps, and is readable at once at its position
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      user_id: userId,
      recorded_on: '2026-11-20',
      exercise_steps: 8000,
      exercise_minutes: 30,
      steps_from_minutes: 3000,
      total_steps: 11000,
      goal_steps: 10000,
      entry_exercise_activities: [{ exercise_activity_id: walking.id, name: 'Walking', value: 30, sequence: 1 }],
      revision: 0,
    });
    const { id } = created.body.data;
    const position = created.body.meta?.position;
    expect(position).toBeGreaterThan(0);
    const shown = await harness.call('GET', `/entries/${id}?min_position=${position}`, { token });
    expect(shown.body.meta?.stale).toBeUndefined();
    expect(shown.body.data).toMatchObject({ id, total_steps: 11000, entry_exercise_activities: [{ name: 'Walking', value: 30 }] });

    // When it is changed at revision 0, and changed again from that stale revision
    const changed = await harness.call('PUT', `/entries/${id}`, {
      token,
      headers: { 'if-match': '"0"' },
      body: { recorded_on: '2026-11-20', exercise_steps: 9000, exercise_minutes: 30 },
    });
    const stale = await harness.call('PUT', `/entries/${id}`, { token, headers: { 'if-match': '"0"' }, body: day('2026-11-20', 1) });

    // Then the first moves the ETag on, the second is a 409
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"1"');
    expect(stale.status).toBe(409);

    // And the week, the chart and the year's stats have the change; a year without entries is empty
    const at = changed.body.meta?.position;
    const weeks = await harness.call('GET', `/entry_weeks?year=2026&page_size=0&min_position=${at}`, { token });
    expect(weeks.body.data[0]).toMatchObject({ key: '2026-W47', total_steps: 9000 + 3000 });
    expect(await harness.call('GET', '/entry_weeks?year=2027', { token })).toMatchObject({
      status: 200,
      body: { data: [], meta: { total_records: 0 } },
    });
    const chart = await harness.call('GET', `/entries/chart?from_date=2026-11-16&to_date=2026-11-22&min_position=${at}`, { token });
    expect(chart.body.data.length).toBe(7);
    const stats = await harness.call('GET', `/users/${userId}/stats?year=2026&min_position=${at}`, { token });
    expect(stats.body.data).toMatchObject({ year: 2026, total_steps: 12000, days_logged: 1 });
  });

  it.each([
    [{ recorded_on: '2026-11-21', entry_exercise_activities: Array.from({ length: 5 }, () => ({ exercise_activity_id: 'x', value: 5 })) }],
    [{ recorded_on: '2026-11-21', exercise_steps: -5 }],
    [{ recorded_on: '2026-11-21', exercise_steps: 1e12 }],
    [{ recorded_on: '2026-11-21', exercise_steps: '8000' }],
    [{ recorded_on: '2026-11-21', exercise_minutes: 12.5 }],
    [{ recorded_on: '21/11/2026' }],
    [{ recorded_on: '2019-01-01' }],
    [{ recorded_on: '2026-11-23' }],
    [{ recorded_on: 20261121 }],
    [{}],
  ])('rejects %j with a clear 422 and appends nothing', async (body) => {
    // Given the participant
    const { token } = await harness.session(demoEmail('participant'));

    // When they log this body
    const { reply, appended } = await harness.when(() => harness.call('POST', '/entries', { token, body }));

    // Then it is a 422 with readable reasons, and nothing is appended
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    expect(reply.body.errors?.every((message) => message.length > 5)).toBe(true);
    expect(appended).toBe(0);
  });

  it("rejects malformed JSON, no session, and another person's entry without appending", async () => {
    // Given the participant's entry, and the coordinator
    const { token } = await harness.session(demoEmail('participant'));
    const mine = await harness.call('POST', '/entries', { token, body: day('2026-11-19', 100) });
    expect(mine.status).toBe(201);
    const id = mine.body.data.id;
    const other = await harness.session(demoEmail('coordinator'));

    // When malformed JSON or no session is sent, and the coordinator reads or changes the participant's entry
    const { reply, appended } = await harness.when(async () => ({
      malformed: await harness.call('POST', '/entries', { token, raw: '{"recorded_on":' }),
      signedOut: await harness.call('POST', '/entries', { body: { recorded_on: '2026-11-21' } }),
      read: await harness.call('GET', `/entries/${id}?min_position=${mine.body.meta?.position}`, { token: other.token }),
      changed: await harness.call('PUT', `/entries/${id}`, { token: other.token, body: day('2026-11-19', 1) }),
      noId: await harness.call('GET', '/entries/not-an-id', { token }),
    }));

    // Then each is refused in its own words, and nothing is appended
    expect(reply).toMatchObject({
      malformed: { status: 400, body: { errors: ['The request body is not valid JSON.'] } },
      signedOut: { status: 401, body: { errors: ['Please log in.'] } },
      read: { status: 404, body: { errors: ['Entry not found.'] } },
      changed: { status: 404 },
      noId: { status: 404 },
    });
    expect(appended).toBe(0);
  });

  it('answers any body with success or a clear 4xx, never a 500, and a rejection appends nothing', async () => {
    // Given the participant, and bodies of every shape
    const { token } = await harness.session(demoEmail('participant'));
    const value = fc.oneof(
      fc.integer({ min: -10, max: 200_000 }),
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.constant(undefined),
    );
    const body = fc.record(
      {
        recorded_on: fc.oneof(fc.constantFrom('2026-11-01', '2026-11-22', '2026-11-23', '2025-02-29', '1999-01-01', ''), fc.string()),
        exercise_steps: value,
        exercise_minutes: value,
        entry_exercise_activities: fc.oneof(
          fc.array(fc.record({ exercise_activity_id: fc.oneof(fc.string(), fc.constant(null)), value }), { maxLength: 6 }),
          value,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        // When one is logged
        const { reply, appended } = await harness.when(() => harness.call('POST', '/entries', { token, body: input }));

        // Then it is no 500, and a refusal says why and appends nothing
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(reply.body.errors?.length).toBeGreaterThan(0);
          expect(appended).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses absurd query input with a 4xx, never 500', async () => {
    // Given the participant
    const { token, userId } = await harness.session(demoEmail('participant'));
    for (const path of [
      '/entries/chart?from_date=2026-01-01&to_date=2027-12-31',
      '/entries/chart?from_date=x&to_date=y',
      '/entry_weeks?year=abc',
      `/users/${userId}/stats?year=99999`,
      '/badges?year=-1',
      '/notifications?filter=everything',
      '/entries/chart?from_date=2026-02-30&to_date=2026-03-01',
    ]) {
      // When each absurd query is sent, then it is refused as a client error
      const reply = await harness.call('GET', path, { token });
      expect([400, 404, 422]).toContain(reply.status);
    }
  });
});

describe('badges and notifications', () => {
  it('lists the site badges for the year with earned dates, scoped to the site', async () => {
    // Given the participant
    const { token } = await harness.session(demoEmail('participant'));

    // When they list the year's badges, and another site's
    const reply = await harness.call('GET', '/badges?year=2026&page_size=0', { token });
    const elsewhere = await harness.call('GET', '/badges?site_id=00000000-0000-4000-8000-000000000000', { token });

    // Then they see their site's badges (the default ones) in order, and the other site is unknown
    expect(reply.body.data.map((badge: { name: string }) => badge.name)).toEqual([
      'First Day',
      'High Five',
      'Perfect Ten',
      'Quarter Century',
      'Half Century',
      'Century Club',
      'Habit Hero',
      'Weekend Warrior',
      'Globetrotter',
      'Challenger',
      'Champion',
      'Goal Setter',
      'Goal Getter',
      'Inspiration',
      'Storyteller',
      'Connector',
      'Food Critic',
      'Chef',
      'Reflective',
      'Social Butterfly',
      'Star Colleague',
    ]);
    expect(reply.body.meta?.total_records).toBe(21);
    expect(elsewhere.status).toBe(404);
  });

  it('marks notifications read and validates ids', async () => {
    // Given the participant
    const { token } = await harness.session(demoEmail('participant'));

    // When they mark all as read, then none is unread and the count agrees with the list
    const marked = await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: 'all' } });
    expect(marked.status).toBe(200);
    const count = await harness.call('GET', `/notifications/count?min_position=${marked.body.meta?.position}`, { token });
    expect(count.body.data).toMatchObject({ unread: 0 });
    const page = await harness.call('GET', '/notifications?filter=all&page_size=1', { token });
    expect(page.body.meta?.total_records).toBe(count.body.data.total);

    // When the ids are an empty list or no list, then it is a 422 that appends nothing
    const { reply, appended } = await harness.when(async () => [
      await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: [] } }),
      await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: 42 } }),
    ]);
    expect(reply.map(({ status }) => status)).toEqual([422, 422]);
    expect(appended).toBe(0);
  });
});

describe('health', () => {
  it('answers without a session', async () => {
    // When health is asked for signed out, then it is ok on PostgreSQL
    expect(await harness.call('GET', '/health')).toMatchObject({ status: 200, body: { data: { status: 'ok', event_store: 'postgres' } } });
  });
});
