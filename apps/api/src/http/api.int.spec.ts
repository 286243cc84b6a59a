import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '@wellway/test-support';
import { createApi } from '../app.js';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-22T15:00:00Z');
let harness: ApiHarness;
let base: string;

beforeAll(async () => {
  harness = await startApiHarness(now);
  base = harness.base;
});

afterAll(async () => {
  await harness?.stop();
});

describe('sign-in', () => {
  it('signs in with the cookie and the Authorization header carrying its value', async () => {
    const response = await fetch(`${base}/api/users/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ' Participant@Demo.Wellway.test ', password: DEMO_PASSWORD, stay_logged_in: false }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^wellway_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const me = await harness.call('GET', '/users/me', { cookie: cookie.split(';')[0]! });
    expect(me.body.data).toMatchObject({
      email: 'participant@demo.wellway.test',
      role: 'user',
    });
    const { token } = await harness.session(demoEmail('participant'));
    const viaHeader = await harness.call('GET', '/users/me', { token: `Bearer ${token}` });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.data).toMatchObject({ permissions: expect.arrayContaining(['entries.log', 'badges.view']) });
  });

  it('refuses wrong passwords and unknown accounts with one message', async () => {
    for (const body of [
      { email: demoEmail('participant'), password: 'nope' },
      { email: 'nobody@demo.wellway.test', password: 'nope' },
    ]) {
      const reply = await harness.call('POST', '/users/authenticate', { body });
      expect(reply).toMatchObject({ status: 401, body: { errors: ['Invalid email or password.'] } });
    }
  });

  it('limits repeated failures for one account', async () => {
    const body = { email: demoEmail('master'), password: 'wrong' };
    for (let attempt = 0; attempt < 10; attempt++) expect((await harness.call('POST', '/users/authenticate', { body })).status).toBe(401);
    const limited = await harness.call('POST', '/users/authenticate', { body: { ...body, password: DEMO_PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);

    // Counted in the database: another API instance refuses too.
    const other = await createApi(
      { databaseUrl: harness.databaseUrl, secureCookies: false, now: () => now, readYourWritesTimeoutMs: 5_000 },
      { logger: false },
    );
    try {
      const reply = await fetch(`${await other.listen(0)}/api/users/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, password: DEMO_PASSWORD }),
      });
      expect(reply.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('brands the welcome page: the current site is public, found by host', async () => {
    expect(await harness.call('GET', '/sites/current')).toMatchObject({
      status: 200,
      body: { data: { name: 'Wellway Demo', years: [2025, 2026] } },
    });
  });

  it('answers 401 "Please log in." without a session, and after logout', async () => {
    expect(await harness.call('GET', '/users/me')).toMatchObject({ status: 401, body: { errors: ['Please log in.'] } });
    const { token } = await harness.session(demoEmail('coordinator'));
    expect((await harness.call('POST', '/users/logout', { token })).status).toBe(200);
    expect((await harness.call('GET', '/users/me', { token })).status).toBe(401);
  });
});

describe('entries', () => {
  it('logs a day, reads it back at once, and updates it with If-Match', async () => {
    const { token, userId } = await harness.session(demoEmail('participant'));
    const site = (
      await harness.call<{ current_date: string; exercise_activities: { id: string; name: string }[] }>('GET', '/sites/current', { token })
    ).body.data!;
    expect(site.current_date).toBe('2026-11-22');
    const walking = site.exercise_activities.find((activity) => activity.name === 'Walking')!;
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

    const changed = await harness.call('PUT', `/entries/${id}`, {
      token,
      headers: { 'if-match': '"0"' },
      body: { recorded_on: '2026-11-20', exercise_steps: 9000, exercise_minutes: 30 },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe('"1"');
    const stale = await harness.call('PUT', `/entries/${id}`, {
      token,
      headers: { 'if-match': '"0"' },
      body: { recorded_on: '2026-11-20', exercise_steps: 1 },
    });
    expect(stale.status).toBe(409);

    const weeks = await harness.call('GET', `/entry_weeks?year=2026&page_size=0&min_position=${changed.body.meta?.position}`, { token });
    const week = weeks.body.data[0]!;
    expect(week).toMatchObject({ key: '2026-W47', total_steps: 9000 + 3000 });

    const future = await harness.call('GET', '/entry_weeks?year=2027', { token });
    expect(future).toMatchObject({ status: 200, body: { data: [], meta: { total_records: 0 } } });

    const chart = await harness.call(
      'GET',
      `/entries/chart?from_date=2026-11-16&to_date=2026-11-22&min_position=${changed.body.meta?.position}`,
      {
        token,
      },
    );
    expect(chart.body.data.length).toBe(7);

    const stats = await harness.call('GET', `/users/${userId}/stats?year=2026&min_position=${changed.body.meta?.position}`, { token });
    expect(stats.body.data).toMatchObject({ year: 2026, total_steps: 12000, days_logged: 1 });
  });

  it.each([
    [
      { recorded_on: '2026-11-21', entry_exercise_activities: Array.from({ length: 5 }, () => ({ exercise_activity_id: 'x', value: 5 })) },
      422,
    ],
    [{ recorded_on: '2026-11-21', exercise_steps: -5 }, 422],
    [{ recorded_on: '2026-11-21', exercise_steps: 1e12 }, 422],
    [{ recorded_on: '2026-11-21', exercise_steps: '8000' }, 422],
    [{ recorded_on: '2026-11-21', exercise_minutes: 12.5 }, 422],
    [{ recorded_on: '21/11/2026' }, 422],
    [{ recorded_on: '2019-01-01' }, 422],
    [{ recorded_on: '2026-11-23' }, 422],
    [{ recorded_on: 20261121 }, 422],
    [{}, 422],
  ])('rejects %j with a clear 4xx and appends nothing', async (body, status) => {
    const { token } = await harness.session(demoEmail('participant'));
    const { reply, appended } = await harness.when(() => harness.call('POST', '/entries', { token, body }));
    expect(reply.status).toBe(status);
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    expect(reply.body.errors?.every((message) => message.length > 5)).toBe(true);
    expect(appended).toBe(0);
  });

  it("rejects malformed JSON, no session, and another person's entry without appending", async () => {
    const { token } = await harness.session(demoEmail('participant'));
    const before = await harness.eventCount();
    expect(await harness.call('POST', '/entries', { token, raw: '{"recorded_on":' })).toMatchObject({
      status: 400,
      body: { errors: ['The request body is not valid JSON.'] },
    });
    expect(await harness.call('POST', '/entries', { body: { recorded_on: '2026-11-21' } })).toMatchObject({
      status: 401,
      body: { errors: ['Please log in.'] },
    });
    const mine = await harness.call('POST', '/entries', { token, body: { recorded_on: '2026-11-19', exercise_steps: 100 } });
    const other = await harness.session(demoEmail('coordinator'));
    const id = mine.body.data.id;
    expect(await harness.call('GET', `/entries/${id}?min_position=${mine.body.meta?.position}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { errors: ['Entry not found.'] },
    });
    const afterMine = await harness.eventCount();
    expect(
      await harness.call('PUT', `/entries/${id}`, { token: other.token, body: { recorded_on: '2026-11-19', exercise_steps: 1 } }),
    ).toMatchObject({ status: 404 });
    expect(await harness.call('GET', '/entries/not-an-id', { token })).toMatchObject({ status: 404 });
    expect(await harness.eventCount()).toBe(afterMine);
    expect(afterMine).toBeGreaterThan(before);
  });

  it('answers any body with success or a clear 4xx, never a 500, and a rejection appends nothing', async () => {
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
        const { reply, appended } = await harness.when(() => harness.call('POST', '/entries', { token, body: input }));
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(reply.body.errors?.length).toBeGreaterThan(0);
          expect(appended).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('refuses absurd query input with 422, never 500', async () => {
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
      const reply = await harness.call('GET', path, { token });
      expect([400, 404, 422]).toContain(reply.status);
    }
  });
});

describe('badges and notifications', () => {
  it('lists the site badges for the year with earned dates, scoped to the site', async () => {
    const { token } = await harness.session(demoEmail('participant'));
    const reply = await harness.call<{ name: string; category: string; goal: number; earned_on: string | null }[]>(
      'GET',
      '/badges?year=2026&page_size=0',
      { token },
    );
    const badges = reply.body.data ?? [];
    expect(badges.map((badge) => badge.name)).toEqual([
      'First Day',
      'High Five',
      'Perfect Ten',
      'Quarter Century',
      'Half Century',
      'Century Club',
    ]);
    expect(reply.body.meta?.total_records).toBe(6);
    expect((await harness.call('GET', '/badges?site_id=00000000-0000-4000-8000-000000000000', { token })).status).toBe(404);
  });

  it('marks notifications read and validates ids', async () => {
    const { token } = await harness.session(demoEmail('participant'));
    const marked = await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: 'all' } });
    expect(marked.status).toBe(200);
    const count = await harness.call('GET', `/notifications/count?min_position=${marked.body.meta?.position}`, { token });
    expect(count.body.data).toMatchObject({ unread: 0 });
    const page = await harness.call('GET', '/notifications?filter=all&page_size=1', { token });
    expect(page.body.meta?.total_records).toBe(count.body.data.total);
    expect((await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: [] } })).status).toBe(422);
    expect((await harness.call('POST', '/notifications/mark_as_read', { token, body: { ids: 42 } })).status).toBe(422);
  });
});

describe('health', () => {
  it('answers without a session', async () => {
    expect(await harness.call('GET', '/health')).toMatchObject({ status: 200, body: { data: { status: 'ok', event_store: 'postgres' } } });
  });
});
