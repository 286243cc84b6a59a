import { describe, expect, it } from 'vitest';
import { followStream } from '@wellway/domain';
import { OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';

const clock = new Date('2026-11-27T10:00:00.000Z');
// Other Co has the wall on; the demo site has it off.
const harness = useApiHarness(clock, ['user', 'poster', 'location_coordinator', 'coordinator'], { is_wall_enabled: true });

interface Person {
  readonly id: string;
  readonly token: string;
  readonly name: string;
}

const person = async (key: string): Promise<Person> => ({
  id: otherUserId(key),
  token: await harness.signIn(otherEmail(key), OTHER_SITE_ID),
  name: `Olive Other ${key}`,
});

/** The highest position a write answered: reads after it send it (read-your-writes, as the web app does). */
let written = 0;
async function call(method: string, path: string, token: string, body?: Json) {
  const reply = await harness.call(method, `${path}${path.includes('?') ? '&' : '?'}min_position=${written}`, { token, body });
  written = Math.max(written, reply.body.meta?.position ?? 0);
  return reply;
}
const followOf = (by: Person, followee_id: unknown) => call('POST', '/follows', by.token, { followee_id } as Json);
const unfollowOf = (by: Person, id: string) => call('DELETE', `/follows/${id}`, by.token);
const listOf = (by: Person, userId: string) => call('GET', `/users/${userId}/follows`, by.token);
const ids = (reply: Json) => reply.body.data.map((row: Json) => row.id);

let ann: Person;
let bob: Person;
let cat: Person;
let coordinator: Person;
let demoParticipant: { id: string; token: string };

describe('follows', () => {
  it('setup: three people and a coordinator on a site with the wall on; the demo site has it off', async () => {
    ann = await person('participant');
    bob = await person('poster');
    cat = await person('location_coordinator');
    coordinator = await person('coordinator');
    const token = await harness.tokenOf('participant');
    demoParticipant = { id: (await harness.call('GET', '/users/me', { token })).body.data.id, token };
  });

  it('follows a person: 201 with the Follow (id the followed person, user_id the follower, their name and photo), then listed', async () => {
    const { reply, appended } = await harness.when(() => followOf(ann, bob.id));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(appended).toBe(1);
    expect(reply.body.data).toEqual({ id: bob.id, user_id: ann.id, profile: { full_name: bob.name, image: { url: null } } });
    expect(typeof reply.body.meta?.position).toBe('number');

    const listed = await listOf(ann, ann.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([reply.body.data]);
    expect(listed.body.meta?.total_records).toBe(1);
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
    for (const id of [demoParticipant.id, 'no-such-person', 'x'.repeat(65), '../../etc']) {
      const { reply, appended } = await harness.when(() => followOf(ann, id));
      expect(reply.status, id).toBeGreaterThanOrEqual(400);
      expect(reply.status, id).toBeLessThan(500);
      expect(appended).toBe(0);
    }
    expect((await followOf(ann, demoParticipant.id)).body.errors).toEqual(['User not found.']);
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
    expect(ids(await listOf(ann, ann.id))).toEqual([cat.id, bob.id]);
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
    expect(ids(await listOf(ann, ann.id))).toEqual([cat.id, bob.id]);
  });

  it("a participant sees only their own list; a coordinator sees their site's people's; another site's are not found", async () => {
    const others = await listOf(bob, ann.id);
    expect(others.status).toBe(403);
    expect(others.body.errors).toEqual(['You may only see whom you follow.']);
    expect((await listOf(bob, bob.id)).body.data).toEqual([]);
    expect(ids(await listOf(coordinator, ann.id))).toEqual([cat.id, bob.id]);
    expect((await listOf(coordinator, demoParticipant.id)).status).toBe(404);
    expect((await call('GET', `/follows/${demoParticipant.id}`, ann.token)).status).toBe(404);
  });

  it('10 unfollows of the same pair at once end one follow, once', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => unfollowOf(ann, cat.id)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const events = await harness.eventsOf(followStream(ann.id, cat.id));
    expect(events.map((event) => event.type)).toEqual(['UserFollowed', 'UserUnfollowed']);
    expect(ids(await listOf(ann, ann.id))).toEqual([bob.id]);
  });

  it('the wall flag gates every call: a site with the wall off answers 403', async () => {
    const token = demoParticipant.token;
    expect((await harness.call('POST', '/follows', { token, body: { followee_id: demoParticipant.id } })).status).toBe(403);
    expect((await harness.call('GET', '/follows/anyone', { token })).status).toBe(403);
    expect((await harness.call('GET', `/users/${demoParticipant.id}/follows`, { token })).status).toBe(403);
  });
});
