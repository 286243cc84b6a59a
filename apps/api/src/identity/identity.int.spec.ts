import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { emailReservations, normaliseEmail, userEmailReservationStream, userStream, users } from '@wellway/domain';
import { resetTokenFor } from '@wellway/domain/users/reset-token';
import { unsubscribeHeaders, unsubscribeLink, unsubscribeToken } from '@wellway/domain/users/unsubscribe-token';
import { handleCommand, type EventStore, metadataFor } from '@wellway/event-store';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const SECRET = 'identity-test-secret';
const start = new Date('2026-11-22T15:00:00Z');
let clock = start;
let harness: ApiHarness;
let pool: pg.Pool;
let store: EventStore;

/** Read-your-writes on the users and reset read models, through a public query. */
async function readModelsAt(position: unknown): Promise<void> {
  const reply = await harness.call('POST', `/users/verify_password_reset?min_position=${Number(position)}`, { body: { thing: 'x' } });
  expect(reply.body.meta?.stale).toBeUndefined();
}

let registered = 0;
/** A fresh account on the demo site (registration is another slice): its e-mail reserved, then the user. */
async function newUser(): Promise<{ id: string; email: string }> {
  registered += 1;
  const id = crypto.randomUUID();
  const email = `person${registered}.${id.slice(0, 6)}@demo.wellway.test`;
  const metadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });
  await handleCommand({
    store,
    stream: userEmailReservationStream(DEMO_SITE_ID, harness.digests.email(email)),
    decider: emailReservations.emailReservationDecider,
    metadata,
    command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId: id },
  });
  const result = await handleCommand({
    store,
    stream: userStream(id),
    decider: users.userDecider,
    metadata,
    command: {
      type: 'RegisterUser',
      user: {
        userId: id,
        siteId: DEMO_SITE_ID,
        email,
        role: 'user',
        firstName: 'Sam',
        lastName: 'Park',
        startedOn: '2026-01-01',
        passwordHash: await hash(DEMO_PASSWORD),
      },
    },
  });
  await readModelsAt(result.position);
  return { id, email };
}

/** The token the mail worker would e-mail: derived from the request's event id, which the log holds. */
async function latestResetToken(userId: string): Promise<{ token: string; position: number }> {
  const { rows } = await pool.query(
    `select event_id, position, data from es_events where stream_name = $1 and type = 'PasswordResetRequested' order by position desc limit 1`,
    [userStream(userId)],
  );
  return { token: resetTokenFor(SECRET, rows[0].event_id), position: Number(rows[0].position) };
}

async function requestReset(email: string): Promise<{ token: string; position: number }> {
  const reply = await harness.call('POST', `/sites/${DEMO_SITE_ID}/users/forgot`, { body: { email } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const found = await pool.query('select id as user_id from users where email = $1', [normaliseEmail(email)]);
  const latest = await latestResetToken(found.rows[0].user_id);
  await readModelsAt(latest.position);
  return latest;
}

beforeAll(async () => {
  harness = await startApiHarness(() => clock, [], {}, { resetTokenSecret: SECRET });
  ({ pool, store } = harness);
});

afterAll(async () => {
  await harness?.stop();
});

describe('forgot password', () => {
  it.each([
    [{ email: 'not-an-email' }, 422, 'Must be a valid email address. Ex: name@example.com'],
    [{ email: '' }, 422, 'Must be a valid email address. Ex: name@example.com'],
    [{ email: 'nobody@demo.wellway.test' }, 404, 'No account was found with that email.'],
    [{}, 422, 'email: is required'],
  ])('rejects %j with %i and appends nothing', async (body, status, message) => {
    const before = await harness.eventCount();
    expect(await harness.call('POST', `/sites/${DEMO_SITE_ID}/users/forgot`, { body })).toMatchObject({
      status,
      body: { errors: [message] },
    });
    expect(
      await harness.call('POST', `/sites/${crypto.randomUUID()}/users/forgot`, { body: { email: demoEmail('participant') } }),
    ).toMatchObject({
      status: 404,
    });
    expect(await harness.eventCount()).toBe(before);
  });

  it('records the request with the token hash only, for an e-mail sanitised as the spec says', async () => {
    const person = await newUser();
    const messy = `\u200B ${person.email.toUpperCase()}\u00A0`;
    const before = await harness.eventCount();
    const { token } = await requestReset(messy);
    expect(await harness.eventCount()).toBe(before + 1);
    const { rows } = await pool.query(`select data::text as data from es_events order by position desc limit 1`);
    expect(rows[0].data).not.toContain(token);
    // The address is sealed in the log (docs/personal-data.md); the application reads it back in clear.
    expect(rows[0].data).not.toContain(person.email);
    expect(JSON.parse(rows[0].data)).toMatchObject({ userId: person.id, $sealed: [{ s: person.id }] });
    expect((await harness.lastEvent()).data).toMatchObject({
      userId: person.id,
      email: person.email,
      expiresAt: '2026-11-22T17:00:00.000Z',
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('limits requests for one address: five per 15 minutes', async () => {
    const person = await newUser();
    for (let request = 0; request < 5; request++)
      expect((await harness.call('POST', `/sites/${DEMO_SITE_ID}/users/forgot`, { body: { email: person.email } })).status).toBe(200);
    const { reply: limited, appended } = await harness.when(() =>
      harness.call('POST', `/sites/${DEMO_SITE_ID}/users/forgot`, { body: { email: person.email } }),
    );
    expect(limited).toMatchObject({ status: 429, body: { errors: ['Too many password reset requests. Try again in 15 minutes.'] } });
    expect(appended).toBe(0);
  });
});

describe('reset password', () => {
  it('verifies the token, sets a new password once, and ends every session', async () => {
    const person = await newUser();
    const session = await harness.signIn(person.email);
    const { token } = await requestReset(person.email);
    expect(await harness.call('POST', '/users/verify_password_reset', { body: { thing: token } })).toMatchObject({
      status: 200,
      body: { data: { allow: true, email: person.email } },
    });
    expect(await harness.call('POST', '/users/verify_password_reset', { body: { thing: 'made-up' } })).toMatchObject({
      status: 200,
      body: { data: { allow: false, email: null } },
    });
    expect(await harness.call('POST', '/users/verify_password_reset', { body: {} })).toMatchObject({ status: 422 });

    const before = await harness.eventCount();
    expect(await harness.call('PUT', '/users/password_reset', { body: { thing: token, password: '' } })).toMatchObject({
      status: 422,
      body: { errors: ['Password required.'] },
    });
    expect(await harness.call('PUT', '/users/password_reset', { body: { thing: token, password: 'password' } })).toMatchObject({
      status: 422,
      body: { errors: ['Passwords must be 8 to 20 characters long and include at least 1 letter, 1 number and 1 symbol.'] },
    });
    expect(await harness.call('PUT', '/users/password_reset', { body: { thing: 'made-up', password: 'New-pass-1' } })).toMatchObject({
      status: 404,
      body: { errors: ['This password reset link is not valid.'] },
    });
    expect(await harness.eventCount()).toBe(before);

    const done = await harness.call('PUT', '/users/password_reset', {
      body: { thing: token, password: 'New-pass-1', password_confirmation: 'New-pass-1' },
    });
    expect(done).toMatchObject({ status: 200, body: { data: { reset: true, email: person.email } } });
    expect((await harness.call('GET', '/users/me', { token: session })).status).toBe(401);
    // The answer waits for the users model: the new password signs in at once.
    await harness.signIn(person.email, undefined, 'New-pass-1');
    expect((await harness.call('POST', '/users/authenticate', { body: { email: person.email, password: DEMO_PASSWORD } })).status).toBe(
      401,
    );

    expect(await harness.call('PUT', '/users/password_reset', { body: { thing: token, password: 'Other-pass-2' } })).toMatchObject({
      status: 422,
      body: { errors: ['This password reset link has already been used.'] },
    });
    expect(await harness.call('POST', '/users/verify_password_reset', { body: { thing: token } })).toMatchObject({
      body: { data: { allow: false } },
    });
  });

  it('refuses a superseded token and an expired one', async () => {
    const person = await newUser();
    const first = await requestReset(person.email);
    const second = await requestReset(person.email);
    expect(await harness.call('PUT', '/users/password_reset', { body: { thing: first.token, password: 'New-pass-1' } })).toMatchObject({
      status: 422,
      body: { errors: ['A newer password reset link was sent. Use the latest e-mail.'] },
    });
    clock = new Date(start.getTime() + 2 * 3600_000);
    try {
      expect(await harness.call('POST', '/users/verify_password_reset', { body: { thing: second.token } })).toMatchObject({
        body: { data: { allow: false } },
      });
      expect(await harness.call('PUT', '/users/password_reset', { body: { thing: second.token, password: 'New-pass-1' } })).toMatchObject({
        status: 422,
        body: { errors: ['This password reset link has expired. Request a new one.'] },
      });
    } finally {
      clock = start;
    }
  });
});

describe('personal settings', () => {
  const save = (person: { id: string; email: string }, change: Record<string, unknown> = {}, profile: Record<string, unknown> = {}) => ({
    email: person.email,
    allows_sms: false,
    profile: { first_name: 'Sam', last_name: 'Park', ...profile },
    ...change,
  });

  it('saves the profile and shows it on /users/me at once', async () => {
    const person = await newUser();
    const token = await harness.signIn(person.email);
    const reply = await harness.call('PUT', `/users/${person.id}`, {
      token,
      body: save(person, { allows_sms: true }, { first_name: 'Samira', phone: '(202) 555-0143', time_zone: 'Europe/Paris', city: 'Paris' }),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const me = await harness.call('GET', `/users/me?min_position=${reply.body.meta?.position}`, { token });
    expect(me.body.data).toMatchObject({
      allows_sms: true,
      profile: { first_name: 'Samira', full_name: 'Samira Park', phone: '+12025550143', time_zone: 'Europe/Paris', city: 'Paris' },
    });

    const off = await harness.call('PUT', `/users/${person.id}`, {
      token,
      body: save(person, {}, { first_name: 'Samira', phone: '(202) 555-0143', time_zone: 'Europe/Paris' }),
    });
    const after = await harness.call('GET', `/users/me?min_position=${off.body.meta?.position}`, { token });
    expect(after.body.data).toMatchObject({ allows_sms: false, profile: { phone: null, time_zone: 'America/New_York' } });
  });

  it.each([
    [{}, { first_name: ' ' }, 'First name required.'],
    [{}, { last_name: '' }, 'Last name required.'],
    [{ email: '' }, {}, 'Email required.'],
    [{ allows_sms: true }, { phone: '' }, 'Invalid phone number'],
    [{ password: 'New-pass-1', password_confirmation: 'New-pass-2' }, {}, 'Passwords must match.'],
    [{ password: '', password_confirmation: '' }, {}, 'Password required.'],
    [
      { password: 'short', password_confirmation: 'short' },
      {},
      'Passwords must be 8 to 20 characters long and include at least 1 letter, 1 number and 1 symbol.',
    ],
  ])('rejects %j %j with the spec message and appends nothing', async (change, profile, message) => {
    const person = await newUser();
    const token = await harness.signIn(person.email);
    const { reply, appended } = await harness.when(() =>
      harness.call('PUT', `/users/${person.id}`, { token, body: save(person, change, profile) }),
    );
    expect(reply).toMatchObject({
      status: 422,
      body: { errors: [message] },
    });
    expect(appended).toBe(0);
  });

  it('changes the e-mail only to a free address, and frees the old one', async () => {
    const [person, other] = [await newUser(), await newUser()];
    const token = await harness.signIn(person.email);
    const before = await harness.eventCount();
    expect(
      await harness.call('PUT', `/users/${person.id}`, { token, body: save(person, { email: ` ${other.email.toUpperCase()} ` }) }),
    ).toMatchObject({ status: 422, body: { errors: ['Email has already been taken.'] } });
    expect(
      await harness.call('PUT', `/users/${person.id}`, { token, body: save(person, { email: demoEmail('coordinator') }) }),
    ).toMatchObject({
      status: 422,
      body: { errors: ['Email has already been taken.'] },
    });
    expect(await harness.eventCount()).toBe(before);

    const moved = `moved.${person.email}`;
    const reply = await harness.call('PUT', `/users/${person.id}`, { token, body: save(person, { email: moved }) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await harness.call('GET', `/users/me?min_position=${reply.body.meta?.position}`, { token })).body.data).toMatchObject({
      email: moved,
    });
    const otherToken = await harness.signIn(other.email);
    const taken = await harness.call('PUT', `/users/${other.id}`, { token: otherToken, body: save(other, { email: person.email }) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it("changes the password and ends the account's other sessions", async () => {
    const person = await newUser();
    const [here, elsewhere] = [await harness.signIn(person.email), await harness.signIn(person.email)];
    const reply = await harness.call('PUT', `/users/${person.id}`, {
      token: here,
      body: save(person, { password: 'Changed-1!', password_confirmation: 'Changed-1!' }),
    });
    expect(reply.status).toBe(200);
    expect((await harness.call('GET', '/users/me', { token: here })).status).toBe(200);
    expect((await harness.call('GET', '/users/me', { token: elsewhere })).status).toBe(401);
    await readModelsAt(reply.body.meta?.position);
    await harness.signIn(person.email, undefined, 'Changed-1!');
  });

  it("keeps participants out of other accounts; a master may edit anyone's", async () => {
    const [person, other] = [await newUser(), await newUser()];
    const token = await harness.signIn(person.email);
    const before = await harness.eventCount();
    for (const [method, path, body] of [
      ['PUT', `/users/${other.id}`, save(other, {}, { first_name: 'Hacked' })],
      [
        'PUT',
        `/users/${other.id}/subscription`,
        {
          email_friend_requests: false,
          email_wall_posts: false,
          email_team: false,
          email_challenges: false,
          email_site: false,
          email_daily: 0,
          email_unsubscribe_all: true,
        },
      ],
      ['PUT', `/users/${other.id}/tracking_method`, { active_device: 'MANUAL' }],
      ['PUT', `/users/not-an-id`, save(other)],
    ] as const) {
      expect(await harness.call(method, path, { token, body })).toMatchObject({ status: 404, body: { errors: ['User not found.'] } });
    }
    expect(await harness.call('PUT', `/users/${other.id}`, { body: save(other) })).toMatchObject({ status: 401 });
    expect(await harness.eventCount()).toBe(before);

    const master = await harness.signIn(demoEmail('master'));
    const edited = await harness.call('PUT', `/users/${other.id}`, { token: master, body: save(other, {}, { first_name: 'Edited' }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await readModelsAt(edited.body.meta?.position);
    expect((await harness.call('GET', '/users/me', { token: await harness.signIn(other.email) })).body.data).toMatchObject({
      profile: { first_name: 'Edited' },
    });
  });
});

describe('e-mail preferences, tracking method, unsubscribe', () => {
  const all = (on: boolean) => ({
    email_friend_requests: on,
    email_wall_posts: on,
    email_team: on,
    email_challenges: on,
    email_site: on,
    email_daily: on ? 1 : 0,
  });

  it('unsubscribe-all clears everything; turning one on clears unsubscribe-all', async () => {
    const person = await newUser();
    const token = await harness.signIn(person.email);
    const off = await harness.call('PUT', `/users/${person.id}/subscription`, {
      token,
      body: { ...all(true), email_unsubscribe_all: true },
    });
    expect(off).toMatchObject({ status: 200, body: { data: { ...all(false), email_unsubscribe_all: true } } });
    const on = await harness.call('PUT', `/users/${person.id}/subscription`, {
      token,
      body: { ...all(false), email_team: true, email_unsubscribe_all: true },
    });
    expect(on.body.data).toMatchObject({ email_team: true, email_unsubscribe_all: false });
    const me = await harness.call('GET', `/users/me?min_position=${on.body.meta?.position}`, { token });
    expect(me.body.data?.subscription).toEqual({ ...all(false), email_team: true, email_unsubscribe_all: false, notices: {} });
    expect(await harness.call('PUT', `/users/${person.id}/subscription`, { token, body: { ...all(true) } })).toMatchObject({
      status: 422,
      body: { errors: ['email_unsubscribe_all: must be true or false'] },
    });
  });

  it('lists the time zones a profile may name', async () => {
    const reply = await harness.call('GET', '/timezones/all');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(expect.arrayContaining([{ id: 'America/New_York', name: 'America/New York' }]));
  });

  it('records MANUAL or a device as the tracking method', async () => {
    const person = await newUser();
    const token = await harness.signIn(person.email);
    expect((await harness.call('PUT', `/users/${person.id}/tracking_method`, { token, body: { active_device: 'PEDOMETER' } })).status).toBe(
      422,
    );
    const chosen = await harness.call('PUT', `/users/${person.id}/tracking_method`, { token, body: { active_device: 'MANUAL' } });
    expect(chosen.status).toBe(200);
    expect((await harness.call('GET', `/users/me?min_position=${chosen.body.meta?.position}`, { token })).body.data).toMatchObject({
      active_device: 'MANUAL',
    });
  });

  /** POST /unsubscribe as the web's /unsubscribe page sends it, from a link's query. */
  const unsubscribe = (body: { email: string; site_id?: string; token?: string }) => harness.call('POST', '/unsubscribe', { body });
  const FAILED = { status: 422, body: { errors: ['A failure occurred while trying to unsubscribe.'] } };

  it("unsubscribes from every e-mail at once with the e-mail link's token, without signing in", async () => {
    // Given an account and the link its e-mails carry
    const person = await newUser();
    const link = new URL(unsubscribeLink('https://demo.wellway.test', person.email, DEMO_SITE_ID, SECRET));
    expect(link.pathname).toBe('/unsubscribe');

    // When the page posts the link's address, site and token (the address in any case)
    const done = await unsubscribe({
      email: person.email.toUpperCase(),
      site_id: link.searchParams.get('site_id')!,
      token: link.searchParams.get('token')!,
    });

    // Then the account is unsubscribed from everything
    expect(done).toMatchObject({ status: 200, body: { data: { email: person.email, unsubscribed: true } } });
    const me = await harness.call('GET', `/users/me?min_position=${done.body.meta?.position}`, {
      token: await harness.signIn(person.email),
    });
    expect(me.body.data?.subscription).toEqual({ ...all(false), email_unsubscribe_all: true, notices: {} });
  });

  it('unsubscribes by RFC 8058 one-click: the List-Unsubscribe address posted with List-Unsubscribe=One-Click', async () => {
    // Given the headers of an e-mail to an account
    const person = await newUser();
    const headers = unsubscribeHeaders(harness.base, person.email, DEMO_SITE_ID, SECRET);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // When a mail client posts the one-click body to the List-Unsubscribe address
    const response = await fetch(headers['List-Unsubscribe'].slice(1, -1), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    // Then the account is unsubscribed
    const done = (await response.json()) as { meta: { position: number } };
    expect(response.status, JSON.stringify(done)).toBe(200);
    const me = await harness.call('GET', `/users/me?min_position=${done.meta.position}`, { token: await harness.signIn(person.email) });
    expect(me.body.data?.subscription).toMatchObject({ email_unsubscribe_all: true });
  });

  it('changes nothing without a valid token, and answers alike whether the address has an account or not', async () => {
    // Given an account, and a token for each of another address and another site
    const person = await newUser();
    const right = unsubscribeToken(SECRET, person.email, DEMO_SITE_ID);
    const refused = [
      { email: person.email, site_id: DEMO_SITE_ID },
      { email: person.email, site_id: DEMO_SITE_ID, token: '' },
      { email: person.email, site_id: DEMO_SITE_ID, token: `${right}x` },
      { email: person.email, site_id: DEMO_SITE_ID, token: unsubscribeToken('another-secret', person.email, DEMO_SITE_ID) },
      { email: person.email, site_id: DEMO_SITE_ID, token: unsubscribeToken(SECRET, 'someone.else@demo.wellway.test', DEMO_SITE_ID) },
      { email: person.email, site_id: crypto.randomUUID(), token: right },
      { email: person.email, token: right },
      { email: 'nobody@demo.wellway.test', site_id: DEMO_SITE_ID, token: right },
    ];
    for (const body of refused) {
      // When it is posted without the right token
      const { reply, appended } = await harness.when(() => unsubscribe(body));
      // Then it is refused with the spec's message, and nothing is appended
      expect(reply, JSON.stringify(body)).toMatchObject(FAILED);
      expect(appended).toBe(0);
    }

    // And an address's own token answers the same whether it has an account or not
    const nobody = 'nobody@demo.wellway.test';
    const { reply: none, appended } = await harness.when(() =>
      unsubscribe({ email: nobody, site_id: DEMO_SITE_ID, token: unsubscribeToken(SECRET, nobody, DEMO_SITE_ID) }),
    );
    expect(none).toMatchObject({ status: 200, body: { data: { email: nobody, unsubscribed: true } } });
    expect(appended).toBe(0);
    expect((await harness.call('POST', '/unsubscribe', { body: { email: 'x', site_id: 3 } })).status).toBe(422);
  });
});
