import { describe, expect, it } from 'vitest';
import { OTHER_SITE_ID, demoUserId, otherEmail, otherUserId } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';

/** Mutes (issue 15 Moderation): a muted person's posts, comments and notices no longer reach the muter; they are not told. */
const harness = useApiHarness(new Date('2026-12-01T10:00:00.000Z'), ['user', 'poster'], {
  is_wall_enabled: true,
  is_messages_enabled: true,
});

let written = 0;
async function call(method: string, path: string, token: string, body?: Json) {
  const reply = await harness.call(method, `${path}${path.includes('?') ? '&' : '?'}min_position=${written}`, { token, body });
  written = Math.max(written, reply.body.meta?.position ?? 0);
  return reply;
}

const ann = { id: otherUserId('participant'), token: '' };
const bob = { id: otherUserId('poster'), token: '' };
const wall = (token: string) => call('GET', '/posts', token);
const contents = (reply: Json) => reply.body.data.map((post: Json) => post.content);

describe('mutes', () => {
  it('setup: Ann writes a post on a site with the wall and messages on', async () => {
    ann.token = await harness.signIn(otherEmail('participant'), OTHER_SITE_ID);
    bob.token = await harness.signIn(otherEmail('poster'), OTHER_SITE_ID);
    expect((await call('POST', '/posts', ann.token, { content: "Ann's walk", wallable_type: 'Site' })).status).toBe(201);
  });

  it('mutes a person: 201 with the Mute, listed in my mutes; again 200 and nothing appended', async () => {
    const { reply, appended } = await harness.when(() => call('POST', '/mutes', ann.token, { user_id: bob.id }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(appended).toBe(1);
    expect(reply.body.data).toMatchObject({ id: bob.id, profile: { full_name: 'Olive Other poster' } });
    expect((await call('GET', '/mutes', ann.token)).body.data.map((row: Json) => row.id)).toEqual([bob.id]);
    const again = await harness.when(() => call('POST', '/mutes', ann.token, { user_id: bob.id }));
    expect(again.reply.status).toBe(200);
    expect(again.appended).toBe(0);
  });

  it('never mutes yourself (422); another site’s person or no one is not found (404); nothing appended', async () => {
    const self = await harness.when(() => call('POST', '/mutes', ann.token, { user_id: ann.id }));
    expect(self.reply.status).toBe(422);
    expect(self.reply.body.errors).toEqual(['You cannot mute yourself.']);
    expect(self.appended).toBe(0);
    for (const id of [demoUserId('participant'), 'no-such-person', '../x']) {
      const { reply, appended } = await harness.when(() => call('POST', '/mutes', ann.token, { user_id: id }));
      expect(reply.status, id).toBe(404);
      expect(appended).toBe(0);
    }
  });

  it("hides the muted person's posts, comments and their notices from the muter only; the muted person is not told", async () => {
    const post = (await wall(ann.token)).body.data[0];
    await call('POST', '/posts', bob.token, { content: "Bob's run", wallable_type: 'Site' });
    const comment = { content: 'Nice one', wallable_type: 'Post', wallable_id: post.id, parent_post_id: post.id, depth: 1 };
    expect((await call('POST', '/posts', bob.token, comment)).status).toBe(201);

    const annSees = await wall(ann.token);
    expect(contents(annSees)).toEqual(["Ann's walk"]);
    expect(annSees.body.meta?.total_records).toBe(1);
    expect(annSees.body.data[0]).toMatchObject({ posts: [], posts_count: 0 });
    expect((await call('GET', `/posts/${post.id}`, ann.token)).body.data.posts).toEqual([]);
    expect((await call('GET', `/sites/${OTHER_SITE_ID}/recent_posts`, ann.token)).body.data.map((p: Json) => p.content)).toEqual([
      "Ann's walk",
    ]);
    // Bob's comment on her post raised a notice: it neither lists nor counts (so it never pops up).
    const listed = await call('GET', '/notifications', ann.token);
    expect(listed.body.data, JSON.stringify(listed.body)).toEqual([]);
    expect((await call('GET', '/notifications/count', ann.token)).body.data).toMatchObject({ unread: 0, unseen: 0 });

    const bobSees = await wall(bob.token);
    expect(contents(bobSees)).toEqual(["Bob's run", "Ann's walk"]);
    expect(bobSees.body.data[1]).toMatchObject({ posts_count: 1 });
    expect((await call('GET', '/mutes', bob.token)).body.data).toEqual([]);
  });

  it("the muted person's messages stay readable in a shared conversation but never make it unseen", async () => {
    const started = await call('POST', '/conversations', bob.token, { user_ids: [ann.id], content: 'Lunch?' });
    expect(started.status).toBe(201);
    expect((await call('GET', '/conversations/unseen_count', ann.token)).body.data).toEqual({ unseen: 0 });
    const [conversation] = (await call('GET', '/conversations', ann.token)).body.data;
    expect(conversation).toMatchObject({ unseen: false, current_messages: [{ content: 'Lunch?' }] });
  });

  it('unmuting brings their posts, comments, notices and unseen messages back', async () => {
    const { reply, appended } = await harness.when(() => call('DELETE', `/mutes/${bob.id}`, ann.token));
    expect(reply.status).toBe(200);
    expect(appended).toBe(1);
    expect((await call('GET', '/mutes', ann.token)).body.data).toEqual([]);
    const annSees = await wall(ann.token);
    expect(contents(annSees)).toEqual(["Bob's run", "Ann's walk"]);
    expect(annSees.body.meta?.total_records).toBe(2);
    expect((await call('GET', '/notifications/count', ann.token)).body.data).toMatchObject({ unread: 1 });
    expect((await call('GET', '/conversations/unseen_count', ann.token)).body.data).toEqual({ unseen: 1 });
    const again = await harness.when(() => call('DELETE', `/mutes/${bob.id}`, ann.token));
    expect(again.reply.status).toBe(200);
    expect(again.appended).toBe(0);
  });

  it('a notice type turned off in the app leaves lists and counts; turned back on, it shows again; an unknown type is refused', async () => {
    const subscription = (await call('GET', '/users/me', ann.token)).body.data.subscription;
    const off = await call('PUT', `/users/${ann.id}/subscription`, ann.token, {
      ...subscription,
      notices: { wall_post_commented: { in_app: false, email: false } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.notices).toEqual({ wall_post_commented: { in_app: false, email: false } });
    expect((await call('GET', '/notifications/count', ann.token)).body.data).toMatchObject({ unread: 0 });
    // Sent without `notices`: the per-type choices stay as they were.
    const kept = await call('PUT', `/users/${ann.id}/subscription`, ann.token, { ...subscription, notices: undefined });
    expect(kept.body.data.notices).toEqual({ wall_post_commented: { in_app: false, email: false } });
    const on = await call('PUT', `/users/${ann.id}/subscription`, ann.token, {
      ...subscription,
      notices: { wall_post_commented: { in_app: true, email: true } },
    });
    expect(on.status).toBe(200);
    expect((await call('GET', '/notifications/count', ann.token)).body.data).toMatchObject({ unread: 1 });
    const unknown = await harness.when(() =>
      call('PUT', `/users/${ann.id}/subscription`, ann.token, { ...subscription, notices: { nope: { in_app: false, email: false } } }),
    );
    expect(unknown.reply.status).toBe(422);
    expect(unknown.reply.body.errors).toEqual(['There is no notification type nope.']);
    expect(unknown.appended).toBe(0);
  });
});
