import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../../../testing/api-harness.spec.js';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness(new Date('2026-11-22T15:00:00Z'));
});

afterAll(async () => {
  await harness.stop();
});

describe('GET /api/session', () => {
  it('answers 200 with no user for a visitor who is not signed in, where /users/me answers 401', async () => {
    const { reply, appended } = await harness.when(() => harness.call('GET', '/session'));
    expect(reply).toMatchObject({ status: 200, body: { data: null, meta: {} } });
    expect(appended).toBe(0);
    expect((await harness.call('GET', '/users/me')).status).toBe(401);
  });

  it('answers the signed-in user exactly as /users/me shows it', async () => {
    const token = await harness.tokenOf('participant');
    const session = await harness.call('GET', '/session', { token });
    const me = await harness.call('GET', '/users/me', { token });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ email: demoEmail('participant'), permissions: expect.arrayContaining(['entries.log']) });
    expect(session.body.data).toEqual(me.body.data);
  });

  it('answers no user for a session that ended (at its position) or a token that was never one', async () => {
    const token = await harness.signIn(demoEmail('participant'));
    const logout = await harness.call('POST', '/users/logout', { token });
    expect(logout.status).toBeLessThan(300);
    const after = await harness.call('GET', `/session?min_position=${Number(logout.body.meta?.position)}`, { token });
    expect(after).toMatchObject({ status: 200, body: { data: null } });
    expect(after.body.meta?.stale).toBeUndefined();
    expect(await harness.call('GET', '/session', { token: 'made-up' })).toMatchObject({ status: 200, body: { data: null } });
  });

  it('refuses a min_position that is no position, like any query', async () => {
    expect(await harness.call('GET', '/session?min_position=soon')).toMatchObject({
      status: 422,
      body: { errors: ['min_position: must be a position returned by a command'] },
    });
  });
});
