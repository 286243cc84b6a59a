import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { unsubscribeToken } from '@wellway/domain/users/unsubscribe-token';
import { startApiHarness, type ApiHarness, type Reply } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-22T15:00:00Z');
const SECRET = 'attempt-limits-secret';
let harness: ApiHarness;
const LIMITED = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For, as behind the production proxy.
  vi.stubEnv('TRUST_PROXY', 'true');
  harness = await startApiHarness(now, [], {}, { resetTokenSecret: SECRET });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await harness?.stop();
});

/** A sign-in from one client (its address). */
const signIn = (client: string, email: string, password: string): Promise<Reply> =>
  harness.call('POST', '/users/authenticate', { body: { email, password }, headers: { 'x-forwarded-for': client } });

async function wrong(client: string, email: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt++) expect((await signIn(client, email, 'wrong-guess')).status).toBe(401);
}

describe('sign-in limits slow a guesser without locking the owner out', () => {
  it('the owner signs in with the right password after ten wrong ones from another client', async () => {
    // Given a client that has failed ten times on the coordinator's account
    const attacker = '203.0.113.10';
    await wrong(attacker, demoEmail('coordinator'), 10);

    // When that client tries again, even with the right password, it is refused
    const limited = await signIn(attacker, demoEmail('coordinator'), DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]).toMatch(LIMITED);

    // Then the owner, on their own client, signs in
    expect((await signIn('198.51.100.20', demoEmail('coordinator'), DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits guessing across many accounts from one client, however often it signs in to its own account (its success resets nothing)', async () => {
    // Given a client guessing one password at each of many addresses, signing in to its own account now and then
    const attacker = '203.0.113.30';
    for (let address = 0; address < 100; address++) {
      expect((await signIn(attacker, `guess${address}@demo.wellway.test`, 'Summer2026!')).status).toBe(401);
      if ([24, 49, 74].includes(address)) expect((await signIn(attacker, demoEmail('participant'), DEMO_PASSWORD)).status).toBe(200);
    }

    // When it guesses once more, or signs in to its own account
    const more = await signIn(attacker, 'guess100@demo.wellway.test', 'Summer2026!');
    const own = await signIn(attacker, demoEmail('participant'), DEMO_PASSWORD);

    // Then both are refused: its hundred failures still count
    expect(more.status).toBe(429);
    expect(more.body.errors?.[0]).toMatch(LIMITED);
    expect(own.status).toBe(429);
    // Another client is not affected
    expect((await signIn('198.51.100.30', demoEmail('participant'), DEMO_PASSWORD)).status).toBe(200);
  });

  it('gives each client three tries at an account under attack; a success clears only that client’s count there', async () => {
    // Given an account with ten failures from one client (under attack)
    const master = demoEmail('master');
    await wrong('203.0.113.40', master, 10);

    // When a second client fails three times there, its fourth try is refused, right password or not
    await wrong('203.0.113.41', master, 3);
    expect((await signIn('203.0.113.41', master, DEMO_PASSWORD)).status).toBe(429);

    // Then a client that fails twice, signs in and fails twice more still has a try left (its count was cleared)
    const owner = '198.51.100.40';
    await wrong(owner, master, 2);
    expect((await signIn(owner, master, DEMO_PASSWORD)).status).toBe(200);
    await wrong(owner, master, 2);
    expect((await signIn(owner, master, DEMO_PASSWORD)).status).toBe(200);
    // and the first client is still refused: the owner's success cleared nothing of its
    expect((await signIn('203.0.113.40', master, DEMO_PASSWORD)).status).toBe(429);
  });

  it('holds under concurrency: of a burst of wrong passwords at most ten are judged, the rest refused', async () => {
    // Given a new client on a fresh address
    const client = '203.0.113.50';
    // When it sends twenty wrong passwords at once
    const replies = await Promise.all(Array.from({ length: 20 }, () => signIn(client, 'burst@demo.wellway.test', 'wrong-guess')));
    // Then at most ten were judged (401; an attempt being refused meanwhile may hold one back), the others refused
    const judged = replies.filter((reply) => reply.status === 401).length;
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(10);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(20 - judged);
    // and once the burst is over the client has exactly its remaining tries, then is refused
    await wrong(client, 'burst@demo.wellway.test', 10 - judged);
    expect((await signIn(client, 'burst@demo.wellway.test', 'wrong-guess')).status).toBe(429);
  });
});

describe('forgot-password requests are limited per client and per address, known or not', () => {
  const forgot = (client: string, email: string): Promise<Reply> =>
    harness.call('POST', `/sites/${DEMO_SITE_ID}/users/forgot`, { body: { email }, headers: { 'x-forwarded-for': client } });
  const LIMITED_RESETS = /^Too many password reset requests\. Try again in \d+ minutes?\.$/;

  it('a client probing many addresses is refused after twenty, with one answer for known and unknown ones', async () => {
    // Given a client that has asked for twenty addresses that have no account
    const prober = '203.0.113.60';
    for (let address = 0; address < 20; address++)
      expect(await forgot(prober, `probe${address}@demo.wellway.test`)).toMatchObject({
        status: 404,
        body: { errors: ['No account was found with that email.'] },
      });

    // When it asks again, for an address with an account and for one without
    const { reply: known, appended } = await harness.when(() => forgot(prober, demoEmail('participant')));
    const unknown = await forgot(prober, 'probe20@demo.wellway.test');

    // Then both get the same refusal, and nothing is recorded
    expect(known).toMatchObject({ status: 429, body: { errors: [expect.stringMatching(LIMITED_RESETS)] } });
    expect(unknown.body).toEqual(known.body);
    expect(appended).toBe(0);
  });

  it('an address without an account is limited like one with: five requests, from any clients', async () => {
    // Given five requests for one address without an account, each from another client
    for (let client = 0; client < 5; client++)
      expect((await forgot(`198.51.100.${70 + client}`, 'nobody@demo.wellway.test')).status).toBe(404);
    // When a sixth client asks for it, then it is refused
    expect(await forgot('198.51.100.79', 'nobody@demo.wellway.test')).toMatchObject({
      status: 429,
      body: { errors: [expect.stringMatching(LIMITED_RESETS)] },
    });
  });
});

describe('unsubscribe probing is limited per client', () => {
  it('refuses a client after twenty wrong tokens, even with a right one; other clients are not affected', async () => {
    const unsubscribe = (client: string, token: string): Promise<Reply> =>
      harness.call('POST', '/unsubscribe', {
        body: { email: demoEmail('participant'), site_id: DEMO_SITE_ID, token },
        headers: { 'x-forwarded-for': client },
      });
    const right = unsubscribeToken(SECRET, demoEmail('participant'), DEMO_SITE_ID);

    // Given a client that has posted twenty wrong tokens
    const prober = '203.0.113.90';
    for (let guess = 0; guess < 20; guess++) expect((await unsubscribe(prober, `guess-${guess}`)).status).toBe(422);

    // When it posts again, even the right token, it is refused and nothing changes
    const { reply, appended } = await harness.when(() => unsubscribe(prober, right));
    expect(reply).toMatchObject({ status: 429, body: { errors: ['Too many unsubscribe attempts. Try again in 15 minutes.'] } });
    expect(appended).toBe(0);

    // Then another client with the link still unsubscribes
    expect((await unsubscribe('198.51.100.90', right)).status).toBe(200);
  });
});

describe('the other public limits count an attempt before judging it, so a burst cannot pass them', () => {
  const burst = (count: number, send: () => Promise<Reply>) => Promise.all(Array.from({ length: count }, send));

  it('e-mail checks on the registration form: of eighty at once, at most sixty are answered', async () => {
    // Given a new client
    const client = '203.0.113.70';
    // When it checks eighty addresses at once
    const replies = await burst(80, () =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/users/validate`, {
        body: { field: 'email', value: 'someone@demo.wellway.test' },
        headers: { 'x-forwarded-for': client },
      }),
    );
    // Then no more than its sixty were answered, and the rest refused
    const answered = replies.filter((reply) => reply.status === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(60);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(80 - answered);
  });

  it('single sign-on: of a hundred and twenty wrong keys at once, at most a hundred are judged', async () => {
    // Given a new client
    const client = '203.0.113.71';
    // When it sends a hundred and twenty wrong keys at once
    const replies = await burst(120, () =>
      harness.call('POST', `/sso?site_id=${DEMO_SITE_ID}`, {
        body: { key: 'not-the-key', identifier: 'someone' },
        headers: { 'x-forwarded-for': client },
      }),
    );
    // Then no more than a hundred were judged (401), and the rest refused
    const judged = replies.filter((reply) => reply.status === 401).length;
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(100);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(120 - judged);
  });
});
