import { describe, expect, it } from 'vitest';
import { friendInvitationStream, friendshipStream, newSiteProfile, sites, siteStream } from '@wellway/domain';
import { ACME_SITE_ID, acmeEmail, OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { FRIEND_EMAILS_PER_WINDOW } from './friend-mail-limit.js';

const clock = new Date('2026-11-25T10:00:00.000Z');
const harness = useApiHarness(clock, ['user', 'coordinator'], { is_peers_enabled: true });
const SITE = 'buddies';
const PASSWORD = 'Passw0rd!';

interface Person {
  readonly id: string;
  readonly token: string;
  readonly email: string;
}

let sequence = 0;
async function register(siteId: string, firstName: string, lastName = 'Doe'): Promise<Person> {
  sequence += 1;
  const email = `${firstName.toLowerCase()}-${sequence}@example.com`;
  const reply = await harness.call('POST', `/sites/${siteId}/users`, {
    body: {
      email,
      email_confirmation: email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      profile: { first_name: firstName, last_name: lastName },
    },
    headers: { host: `${siteId}.example.com` },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const [user] = reply.body.data;
  return { id: user.id, token: user.auth_key, email };
}

const ask = (from: Person, body: Json) => call('POST', '/friendships', from.token, body);
let lastPosition: unknown = 0;
/** Every call waits for the read models to have the last write (read-your-writes, as the web app does). */
async function call(method: string, path: string, token: string, body?: Json) {
  const separator = path.includes('?') ? '&' : '?';
  const reply = await harness.call(method, `${path}${separator}min_position=${lastPosition ?? 0}`, { token, body });
  if (typeof reply.body.meta?.position === 'number') lastPosition = Math.max(Number(lastPosition), reply.body.meta.position);
  return reply;
}
const answer = (by: Person, id: string, status: string) => call('PUT', `/friendships/${id}`, by.token, { status });
const listOf = (who: Person, query: string, _position?: unknown) => call('GET', `/friendships?${query}`, who.token);

let ann: Person;
let bob: Person;
let cat: Person;
let dan: Person;
let stranger: Person;

describe('friends', () => {
  it('setup: a site with peers on, and another site', async () => {
    const site = {
      ...newSiteProfile(SITE, 2026),
      name: 'Buddies',
      urls: [`${SITE}.example.com`],
      timeZone: 'UTC',
      flags: { is_peers_enabled: true },
      friendLabel: 'Buddy',
      friendLabelPlural: 'Buddies',
    };
    await harness.given(
      siteStream(SITE),
      sites.siteDecider,
      { type: 'CreateSite', site, pilotPasswordHash: null },
      { siteId: SITE, projections: ['sites'] },
    );
    ann = await register(SITE, 'Ann', 'Zed');
    bob = await register(SITE, 'Bob', 'Young');
    cat = await register(SITE, 'Cat', 'Xu');
    dan = await register(SITE, 'Dan', 'Webb');
    const otherParticipant = otherEmail('participant');
    stranger = { id: otherUserId('participant'), token: await harness.signIn(otherParticipant, OTHER_SITE_ID), email: otherParticipant };
  });

  it('a request by id is pending (P); the friendee accepts (A); both list each other with stats', async () => {
    const { reply: asked, appended } = await harness.when(() => ask(ann, { status: 'P', friendee_id: bob.id }));
    expect(asked.status).toBe(201);
    expect(appended).toBe(1);
    expect(asked.body.data).toMatchObject({ status: 'P', sender_id: ann.id, friendee_id: bob.id, friendee: { full_name: 'Bob Young' } });
    const id = asked.body.data.id;

    const received = await listOf(bob, 'status=received_requests&page_size=0', asked.body.meta?.position);
    expect(received.body.data.map((row: Json) => row.id)).toEqual([id]);
    expect((await listOf(ann, 'status=sent_requests&page_size=0')).body.data).toHaveLength(1);

    const accepted = await answer(bob, id, 'A');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id, status: 'A', friendee: { id: ann.id } });

    const page = await listOf(ann, 'status=A&offset=0&page_size=40&include=stats&sort=total_steps', accepted.body.meta?.position);
    expect(page.body.meta).toMatchObject({ total_records: 1, total_pages: 1, page: 1, page_size: 40 });
    expect(page.body.data[0]).toMatchObject({ id, status: 'A', friendee: { id: bob.id }, stats: { total_steps: 0 } });
    expect((await harness.call('GET', '/friendships/count', { token: bob.token })).body.data).toEqual({
      friends: 1,
      received_requests: 0,
      sent_requests: 0,
    });
    expect((await harness.call('GET', `/friendship_status/${bob.id}`, { token: ann.token })).body.data).toMatchObject({
      status: 'A',
      friendship_id: id,
    });
  });

  it('two people asking each other at the same moment, many times, end up as one friendship', async () => {
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, index) => (index % 2 === 0 ? ask(cat, { friendee_id: dan.id }) : ask(dan, { friendee_id: cat.id }))),
    );
    expect(replies.map((reply) => reply.status).every((status) => status === 200 || status === 201)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    const events = await harness.eventsOf(friendshipStream(cat.id, dan.id));
    expect(events.map((event) => event.type)).toEqual(['FriendRequested', 'FriendRequestAccepted']);
    lastPosition = Math.max(Number(lastPosition), ...replies.map((reply) => reply.body.meta?.position ?? 0));
    const friends = await listOf(cat, 'status=A');
    expect(friends.body.data).toHaveLength(1);
    const rows = await harness.pool.query(
      'select count(*)::int as n from friendships where status in ($1, $2) and $3 in (sender_id, friendee_id)',
      ['P', 'A', cat.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('decline (D) drops it from the incoming list; resend and remove belong to the sender', async () => {
    const asked = await ask(cat, { friendee_id: bob.id });
    const id = asked.body.data.id;
    const gone = ['Buddy request no longer exists.'];
    expect(await answer(bob, id, 'resend')).toMatchObject({ status: 422, body: { errors: ['Could not resend request'] } });
    const resent = await answer(cat, id, 'resend');
    expect(resent.status).toBe(200);
    expect(resent.body.data.resend).toBe(true);
    expect(await answer(cat, id, 'A')).toMatchObject({ status: 403 });
    expect(await answer(ann, id, 'A')).toMatchObject({ status: 404, body: { errors: gone } });
    const declined = await answer(bob, id, 'D');
    expect(declined.status).toBe(200);
    expect((await listOf(bob, 'status=received_requests&page_size=0', declined.body.meta?.position)).body.data).toEqual([]);
    expect(await answer(bob, id, 'A')).toMatchObject({ status: 404, body: { errors: gone } });

    const again = await ask(cat, { friendee_id: bob.id });
    expect(again.status).toBe(201);
    expect(await call('DELETE', `/friendships/${again.body.data.id}`, bob.token)).toMatchObject({ status: 403 });
    const withdrawn = await call('DELETE', `/friendships/${again.body.data.id}`, cat.token);
    expect(withdrawn.status).toBe(200);
    expect((await listOf(bob, 'status=received_requests&page_size=0', withdrawn.body.meta?.position)).body.data).toEqual([]);
  });

  it('either side removes a friend', async () => {
    const [friendship] = (await listOf(bob, 'status=A')).body.data;
    const removed = await call('DELETE', `/friendships/${friendship.id}`, bob.token);
    expect(removed.status).toBe(200);
    expect((await listOf(ann, 'status=A', removed.body.meta?.position)).body.data).toEqual([]);
    expect(await call('DELETE', `/friendships/${friendship.id}`, ann.token)).toMatchObject({ status: 404 });
  });

  it('an address with no account is invited (its address never in a stream name), and the request waits', async () => {
    const address = 'Newcomer@Example.com';
    const { reply, appended } = await harness.when(() => ask(ann, { friend_email: address }));
    expect(reply.status).toBe(201);
    expect(appended).toBe(1);
    expect(reply.body.data).toMatchObject({ status: 'P', friendee: null, friend_email: 'newcomer@example.com' });
    const stream = friendInvitationStream(ann.id, harness.digests.email(address));
    expect(stream).not.toContain('newcomer');
    expect((await harness.eventsOf(stream)).map((event) => event.type)).toEqual(['FriendInvited']);
    const sealed = await harness.pool.query('select data::text from es_events where stream_name = $1', [stream]);
    expect(sealed.rows[0].data).not.toContain('newcomer');
    expect((await ask(ann, { friend_email: address })).status).toBe(200); // asked again: the same invitation
    const sent = await listOf(ann, 'status=sent_requests&page_size=0', reply.body.meta?.position);
    expect(sent.body.data).toEqual([
      expect.objectContaining({ id: reply.body.data.id, friend_email: 'newcomer@example.com', friendee: null }),
    ]);
    expect((await answer(ann, reply.body.data.id, 'resend')).status).toBe(200);
    // An address that has an account on the site is a request to them
    const known = await ask(ann, { friend_email: dan.email.toUpperCase() });
    expect(known.body.data).toMatchObject({ friendee_id: dan.id, status: 'P' });
  });

  it('searches people of the same site by the start of a name, or by a whole e-mail address only', async () => {
    const found = await call('GET', '/friendships/search?query=da', ann.token);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: dan.id, full_name: 'Dan Webb', friendship: expect.objectContaining({ status: 'P' }) }),
    ]);
    expect((await harness.call('GET', '/friendships/search?query=sam', { token: ann.token })).body.data).toEqual([]);
    expect(
      (await harness.call('GET', `/friendships/search?query=${encodeURIComponent(cat.email)}`, { token: ann.token })).body.data,
    ).toHaveLength(1);
    // A prefix of an address finds no one (it would tell who has an account); the whole one, in any case, does
    const local = cat.email.slice(0, cat.email.indexOf('@'));
    for (const prefix of [local, `${local}@`, cat.email.slice(0, -1)])
      expect((await call('GET', `/friendships/search?query=${encodeURIComponent(prefix)}`, ann.token)).body.data, prefix).toEqual([]);
    expect(
      (await call('GET', `/friendships/search?query=${encodeURIComponent(` ${cat.email.toUpperCase()} `)}`, ann.token)).body.data,
    ).toEqual([expect.objectContaining({ id: cat.id })]);
  });

  it('e-mails a friend only, with a message', async () => {
    const accepted = await answer(dan, (await listOf(dan, 'status=received_requests&page_size=0')).body.data[0].id, 'A');
    expect(accepted.status).toBe(200);
    const mail = (who: Person, body: Json) => call('POST', '/send_mail', who.token, body);
    expect(await mail(ann, { email_type: 'individual', recipient_id: dan.id, message: '  ' })).toMatchObject({
      status: 422,
      body: { errors: ['Please include a message.'] },
    });
    expect(await mail(ann, { email_type: 'individual', recipient_id: bob.id, message: 'Hi' })).toMatchObject({
      status: 403,
      body: { errors: ['You can only e-mail your buddies.'] },
    });
    expect((await mail(ann, { email_type: 'team', recipient_id: dan.id, message: 'Hi' })).status).toBe(422);
    const { reply, appended } = await harness.when(() =>
      mail(ann, { email_type: 'individual', recipient_id: dan.id, message: 'Walk at noon?' }),
    );
    expect(reply.status).toBe(202);
    expect(appended).toBe(1);
    expect(await harness.lastEvent()).toMatchObject({
      type: 'FriendMailed',
      data: { senderId: ann.id, recipientId: dan.id, message: 'Walk at noon?' },
    });
  });

  it('refuses bad input with clear messages and nothing appended', async () => {
    for (const body of [
      {},
      { friendee_id: bob.id, friend_email: 'a@b.co' },
      { friend_email: 'not-an-address' },
      { status: 'A', friendee_id: bob.id },
    ]) {
      const { reply, appended } = await harness.when(() => ask(ann, body));
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors?.length).toBeGreaterThan(0);
      expect(appended).toBe(0);
    }
    expect(await ask(ann, { friendee_id: ann.id })).toMatchObject({
      status: 422,
      body: { errors: ['You cannot send a buddy request to yourself.'] },
    });
    expect((await answer(ann, 'nope', 'X')).status).toBe(422);
    expect((await listOf(ann, 'status=Q')).status).toBe(422);
    expect((await listOf(ann, 'sort=height')).status).toBe(422);
    expect((await answer(ann, '00000000-0000-4000-8000-000000000000', 'A')).body.errors).toEqual(['Buddy request no longer exists.']);
  });

  it('keeps sites apart', async () => {
    expect((await ask(stranger, { friendee_id: ann.id })).status).toBe(404);
    expect((await harness.call('GET', `/friendship_status/${ann.id}`, { token: stranger.token })).status).toBe(404);
    const [friendship] = (await listOf(ann, 'status=A')).body.data;
    expect((await answer(stranger, friendship.id, 'A')).status).toBe(404);
    expect((await listOf(stranger, 'status=A')).body.data).toEqual([]);
  });

  it('needs the peers feature, and a session', async () => {
    const participant = await harness.signIn(acmeEmail('participant'), ACME_SITE_ID); // Acme has peers off
    expect((await harness.call('GET', '/friendships', { token: participant })).status).toBe(403);
    expect((await harness.call('GET', '/friendships')).status).toBe(401);
  });

  it('a moderator viewing someone who is not their friend sees X', async () => {
    const coordinator = await harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID);
    expect((await harness.call('GET', `/friendship_status/${stranger.id}`, { token: coordinator })).body.data).toMatchObject({
      status: 'X',
    });
    // On a site with peers off the call is refused (the client reads that 403 as X too)
    const acmeParticipant = await harness.signIn(acmeEmail('participant'), ACME_SITE_ID);
    expect((await harness.call('GET', `/friendship_status/${ann.id}`, { token: acmeParticipant })).status).toBe(403);
    expect((await call('GET', `/friendship_status/${cat.id}`, bob.token)).body.data).toMatchObject({ status: null });
  });

  it("a friend request's notification names the sender by their current name ({actor})", async () => {
    const eve = await register(SITE, 'Eve', 'Vale');
    const asked = await ask(eve, { friendee_id: ann.id });
    expect(asked.status).toBe(201);
    const notices = async () => (await call('GET', '/notifications?page_size=0', ann.token)).body.data as Json[];
    expect((await notices()).find((notice) => notice.key === 'friend_request_received')).toMatchObject({
      message: 'Eve Vale sent you a buddy request.',
      link: `/friends/pending?friend_id=${asked.body.data.id}`,
    });
    const renamed = await call('PUT', `/users/${eve.id}`, eve.token, {
      email: eve.email,
      profile: { first_name: 'Evelyn', last_name: 'Vale' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await notices()).find((notice) => notice.key === 'friend_request_received')?.message).toBe(
      'Evelyn Vale sent you a buddy request.',
    );
    const accepted = await answer(ann, asked.body.data.id, 'A');
    expect(accepted.status).toBe(200);
    const eveNotices = (await call('GET', '/notifications?page_size=0', eve.token)).body.data as Json[];
    expect(eveNotices.find((notice) => notice.key === 'friend_request_accepted')?.message).toBe('Ann Zed accepted your buddy request.');
  });

  it(`lets one person cause ${FRIEND_EMAILS_PER_WINDOW} e-mails in 15 minutes, exactly, however many are sent at once`, async () => {
    const fay = await register(SITE, 'Fay', 'Quinn');
    const replies = await Promise.all(
      Array.from({ length: FRIEND_EMAILS_PER_WINDOW + 10 }, (_, i) => ask(fay, { friend_email: `stranger-${i}@elsewhere.example` })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FRIEND_EMAILS_PER_WINDOW);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
    const [invitation] = (await listOf(fay, 'status=sent_requests&page_size=0')).body.data;
    expect(await answer(fay, invitation.id, 'resend')).toMatchObject({
      status: 429,
      body: { errors: ['Too many e-mails. Try again in 15 minutes.'] },
    });
    // Others may still invite
    expect((await ask(ann, { friend_email: 'someone-new@elsewhere.example' })).status).toBe(201);
  });
});
