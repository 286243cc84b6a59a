import { describe, expect, it } from 'vitest';
import { followStream } from '@wellway/domain';
import { OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';

const clock = new Date('2026-11-27T10:00:00.000Z');
const harness = useApiHarness(clock, ['user', 'coordinator'], { is_wall_enabled: true });
const SITE = 'followers';
const PASSWORD = 'Passw0rd!';

interface Person {
  readonly id: string;
  readonly token: string;
}

let sequence = 0;
async function register(siteId: string, firstName: string, lastName: string): Promise<Person> {
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
  return { id: user.id, token: user.auth_key };
}

let lastPosition = 0;
/** Every call reads its own writes (min_position of the last write), as the web app does. */
async function call(method: string, path: string, token: string, body?: Json) {
  const separator = path.includes('?') ? '&' : '?';
  const reply = await harness.call(method, `${path}${separator}min_position=${lastPosition}`, { token, body });
  if (typeof reply.body.meta?.position === 'number') lastPosition = Math.max(lastPosition, reply.body.meta.position);
  return reply;
}
const followOf = (by: Person, followee_id: unknown) => call('POST', '/follows', by.token, { followee_id } as Json);
const unfollowOf = (by: Person, id: string) => call('DELETE', `/follows/${id}`, by.token);
const listOf = (by: Person, userId: string) => call('GET', `/users/${userId}/follows`, by.token);
const ids = (reply: Json) => reply.body.data.map((row: Json) => row.id);

let ann: Person;
let bob: Person;
let cat: Person;
let stranger: Person;
let otherCoordinator: Person;

describe('follows', () => {
  it('setup: a site with the wall on, and another site', async () => {
    await harness.givenSite(SITE, { name: 'Followers', flags: { is_wall_enabled: true } });
    ann = await register(SITE, 'Ann', 'Zed');
    bob = await register(SITE, 'Bob', 'Young');
    cat = await register(SITE, 'Cat', 'Xu');
    stranger = { id: otherUserId('participant'), token: await harness.signIn(otherEmail('participant'), OTHER_SITE_ID) };
    otherCoordinator = { id: otherUserId('coordinator'), token: await harness.signIn(otherEmail('coordinator'), OTHER_SITE_ID) };
  });

  it('follows a person: 201 with the Follow (id the followed person, user_id the follower, their name and photo), then listed', async () => {
    const { reply, appended } = await harness.when(() => followOf(ann, bob.id));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(appended).toBe(1);
    expect(reply.body.data).toEqual({ id: bob.id, user_id: ann.id, profile: { full_name: 'Bob Young', image: { url: null } } });
    expect(typeof reply.body.meta.position).toBe('number');

    const listed = await listOf(ann, ann.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([reply.body.data]);
    expect(listed.body.meta.total_records).toBe(1);
    expect((await call('GET', `/follows/${bob.id}`, ann.token)).body.data).toEqual(reply.body.data);
    const notFollowed = await call('GET', `/follows/${cat.id}`, ann.token);
    expect(notFollowed.status).toBe(404);
    expect(notFollowed.body.errors).toEqual(['Follow not found.']);
  });

  it('following again answers the standing follow (200) and appends nothing', async () => {
    const { reply, appended } = await harness.when(() => followOf(ann, bob.id));
    expect(reply.status).toBe(200);
    expect(appended).toBe(0);
    expect(reply.body.data.id).toBe(bob.id);
  });

  it('refuses to follow oneself (422), and anyone not a live person of the same site (404)', async () => {
    const self = await harness.when(() => followOf(ann, ann.id));
    expect(self.reply.status).toBe(422);
    expect(self.reply.body.errors).toEqual(['You cannot follow yourself.']);
    expect(self.appended).toBe(0);
    for (const id of [stranger.id, 'no-such-person', 'x'.repeat(65), '../../etc']) {
      const { reply, appended } = await harness.when(() => followOf(ann, id));
      expect(reply.status, id).toBeGreaterThanOrEqual(400);
      expect(reply.status, id).toBeLessThan(500);
      expect(appended).toBe(0);
    }
    expect((await followOf(ann, stranger.id)).body.errors).toEqual(['User not found.']);
    expect((await followOf(stranger, ann.id)).status).toBe(404);
  });

  it('bad input is a 400/422 with a message, never a 500', async () => {
    for (const body of [{}, { followee_id: 7 }, { followee_id: '' }, { followee_id: null }]) {
      const reply = await call('POST', '/follows', ann.token, body as Json);
      expect([400, 422], JSON.stringify(body)).toContain(reply.status);
      expect(reply.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await call('GET', `/follows/${'y'.repeat(80)}`, ann.token)).status).toBe(404);
    expect((await unfollowOf(ann, 'a%20b')).status).toBe(404);
  });

  it('20 follows of the same pair at once make one follow', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => followOf(ann, cat.id)));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(19);
    const events = await harness.eventsOf(followStream(ann.id, cat.id));
    expect(events.map((event) => event.type)).toEqual(['UserFollowed']);
    lastPosition = Math.max(lastPosition, ...replies.map((reply) => reply.body.meta?.position ?? 0));
    expect(ids(await listOf(ann, ann.id))).toEqual([bob.id, cat.id]);
  });

  it('unfollows (the list reloads without them); unfollowing again is no error and appends nothing', async () => {
    const { reply, appended } = await harness.when(() => unfollowOf(ann, bob.id));
    expect(reply.status).toBe(200);
    expect(appended).toBe(1);
    expect(reply.body.data).toEqual({ id: bob.id });
    expect(ids(await listOf(ann, ann.id))).toEqual([cat.id]);
    expect((await call('GET', `/follows/${bob.id}`, ann.token)).status).toBe(404);
    const again = await harness.when(() => unfollowOf(ann, bob.id));
    expect(again.reply.status).toBe(200);
    expect(again.appended).toBe(0);
    // And following toggles back on.
    expect((await followOf(ann, bob.id)).status).toBe(201);
    expect(ids(await listOf(ann, ann.id))).toEqual([bob.id, cat.id]);
  });

  it("a participant sees only their own list; a coordinator sees their site's people's; another site's are not found", async () => {
    const others = await listOf(bob, ann.id);
    expect(others.status).toBe(403);
    expect(others.body.errors).toEqual(['You may only see whom you follow.']);
    expect((await listOf(bob, bob.id)).body.data).toEqual([]);
    expect((await listOf(stranger, ann.id)).status).toBe(404);
    expect((await followOf(stranger, otherCoordinator.id)).status).toBe(201);
    expect(ids(await listOf(otherCoordinator, stranger.id))).toEqual([otherCoordinator.id]);
    expect((await call('GET', `/follows/${otherCoordinator.id}`, ann.token)).status).toBe(404);
  });

  it('the wall flag gates every call: a site with the wall off answers 403', async () => {
    const participant = await harness.tokenOf('participant');
    const reply = await harness.call('POST', '/follows', { token: participant, body: { followee_id: ann.id } });
    expect(reply.status).toBe(403);
    expect((await harness.call('GET', '/follows/anyone', { token: participant })).status).toBe(403);
  });
});
