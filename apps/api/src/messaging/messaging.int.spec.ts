import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail, demoUserId, OTHER_SITE_ID, otherEmail, otherUserId } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { MESSAGES_PER_WINDOW } from './message-rate-limit.js';

// Uploaded images of this spec go to a folder of its own (the storage provider reads FILES_DIR when the app boots).
process.env.FILES_DIR = mkdtempSync(join(tmpdir(), 'wellway-message-files-'));

/** Spec 1 §7 conversations and messages: members only, own site only, bad input refused, rate-limited. */
const api = useApiHarness(new Date('2026-11-25T15:00:00Z'), ['user'], { is_messages_enabled: true });
const pat = demoUserId('participant');
const casey = demoUserId('coordinator');
const morgan = demoUserId('master');

const token = (key: string) => api.signIn(demoEmail(key));
async function start(as: string, body: object) {
  const reply = await api.call('POST', '/conversations', { token: as, body });
  return reply;
}
const read = (as: string, path: string, position: Json) =>
  api.call('GET', `${path}${path.includes('?') ? '&' : '?'}min_position=${position}`, { token: as });

describe('messaging: conversations of members', () => {
  it('starts an individual conversation with its first post; both see it, nobody else does', async () => {
    const [patToken, caseyToken, morganToken] = [await token('participant'), await token('coordinator'), await token('master')];
    // When Pat writes to Casey
    const started = await start(patToken, { user_ids: [casey], content: 'Walk at noon?\n<b>bring water</b>' });
    expect(started.status).toBe(201);
    const { conversation_id: id } = started.body.data;
    const position = started.body.meta?.position;

    // Then Casey sees it unseen, with the text as written (plain text), and the menu count says 1
    const caseys = await read(caseyToken, '/conversations', position);
    expect(caseys.body.data).toEqual([
      expect.objectContaining({
        id,
        conversation_type: 'i',
        conversation_name: 'Pat Rivera',
        unseen: true,
        is_new: true,
        current_messages: [
          expect.objectContaining({ content: 'Walk at noon?\n<b>bring water</b>', user_name: 'Pat Rivera', action: 'message' }),
        ],
      }),
    ]);
    expect((await read(caseyToken, '/conversations/unseen_count', position)).body.data).toEqual({ unseen: 1 });
    expect((await read(patToken, '/conversations/unseen_count', position)).body.data).toEqual({ unseen: 0 });

    // Morgan, not a member, sees nothing of it and cannot write to it
    expect((await read(morganToken, '/conversations', position)).body.data).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/conversations/${id}`, undefined],
      ['GET', `/conversations/${id}/messages`, undefined],
      ['POST', `/conversations/${id}/messages`, { content: 'hi' }],
      ['POST', `/conversations/${id}/mark_as_seen`, undefined],
      ['DELETE', `/conversations/${id}`, undefined],
      ['POST', '/conversation_volume', { mute: true, conversation_ids: [id] }],
    ] as const) {
      const { reply, appended } = await api.when(() => api.call(method, path, { token: morganToken, body }));
      expect([method, path, reply.status, reply.body.errors]).toEqual([method, path, 404, ['Conversation resource could not be found']]);
      expect(appended).toBe(0);
    }

    // Casey opens it: seen; writing back from the same create view reaches the same conversation
    const seen = await api.call('POST', `/conversations/${id}/mark_as_seen`, { token: caseyToken });
    expect((await read(caseyToken, '/conversations/unseen_count', seen.body.meta?.position)).body.data).toEqual({ unseen: 0 });
    const again = await start(caseyToken, { user_ids: [pat], content: 'Yes!' });
    expect(again.body.data.conversation_id).toBe(id);
    const thread = await read(patToken, `/conversations/${id}`, again.body.meta?.position);
    expect(thread.body.data[0].current_messages.map((m: Json) => m.content)).toEqual(['Walk at noon?\n<b>bring water</b>', 'Yes!']);
    expect(thread.body.data[0].unseen).toBe(true);
  });

  it('two people starting their conversation at once get one conversation', async () => {
    const [patToken, morganToken] = [await token('participant'), await token('master')];
    const replies = await Promise.all([
      start(patToken, { user_ids: [morgan], content: 'From Pat' }),
      start(morganToken, { user_ids: [pat], content: 'From Morgan' }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    expect(new Set(replies.map((r) => r.body.data.conversation_id)).size).toBe(1);
    const last = replies.map((r) => BigInt(r.body.meta?.position)).sort((a, b) => (a < b ? 1 : -1))[0];
    const messages = await read(patToken, `/conversations/${replies[0]!.body.data.conversation_id}/messages`, last);
    expect(messages.body.data.map((m: Json) => m.content).sort()).toEqual(['From Morgan', 'From Pat']);
  });

  it('runs a group: members added and removed by its starter, mute, leave; a new one goes on top', async () => {
    const [patToken, caseyToken, morganToken] = [await token('participant'), await token('coordinator'), await token('master')];
    const group = await start(caseyToken, { user_ids: [pat], conversation_type: 'g', conversation_name: 'Walkers', content: 'Welcome' });
    const id = group.body.data.conversation_id;
    const added = await api.call('POST', `/conversations/${id}/users`, { token: patToken, body: { operation: 'add', members: [morgan] } });
    expect(added.status).toBe(200);
    const listed = await read(morganToken, '/conversations', added.body.meta?.position);
    expect(listed.body.data[0]).toMatchObject({ id, conversation_name: 'Walkers', conversation_type: 'g' });

    const refused = await api.call('POST', `/conversations/${id}/users`, {
      token: patToken,
      body: { operation: 'remove', members: [morgan] },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { errors: ['Only the person who started this conversation can remove people from it.'] },
    });
    const removed = await api.call('POST', `/conversations/${id}/users`, {
      token: caseyToken,
      body: { operation: 'remove', members: [morgan] },
    });
    expect((await read(morganToken, '/conversations', removed.body.meta?.position)).body.data.map((c: Json) => c.id)).not.toContain(id);

    const muted = await api.call('POST', '/conversation_volume', { token: patToken, body: { mute: true, conversation_ids: [id] } });
    expect(muted.body.data).toEqual({ conversation_ids: [id], muted: true });
    const post = await api.call('POST', `/conversations/${id}/messages`, { token: caseyToken, body: { content: 'Muted for Pat' } });
    const pats = await read(patToken, '/conversations', post.body.meta?.position);
    expect(pats.body.data[0]).toMatchObject({ id, muted: true, unseen: false }); // on top, muted: never unseen

    const left = await api.call('DELETE', `/conversations/${id}`, { token: patToken });
    expect(left.status).toBe(200);
    expect((await read(patToken, '/conversations', left.body.meta?.position)).body.data.map((c: Json) => c.id)).not.toContain(id);
  });

  it('keeps sites apart: nobody of another site can be messaged or read', async () => {
    const olive = await api.signIn(otherEmail('participant'), OTHER_SITE_ID);
    const patToken = await token('participant');
    const across = await api.when(() => start(patToken, { user_ids: [otherUserId('participant')], content: 'Hi' }));
    expect(across.reply).toMatchObject({
      status: 422,
      body: { errors: ['Everyone in a conversation must be a participant of this site.'] },
    });
    expect(across.appended).toBe(0);
    const back = await start(olive, { user_ids: [pat], content: 'Hi' });
    expect(back.status).toBe(422);
    const ours = await start(patToken, { user_ids: [casey], content: 'Ours' });
    const theirs = await api.call('GET', `/conversations/${ours.body.data.conversation_id}`, { token: olive });
    expect(theirs).toMatchObject({ status: 404, body: { errors: ['Conversation resource could not be found'] } });
    expect((await api.call('GET', '/conversations', { token: olive })).body.data).toEqual([]);
    expect(DEMO_SITE_ID).not.toBe(OTHER_SITE_ID);
  });

  it.each([
    [{ user_ids: [casey], content: '   ' }, 422, 'A message needs text or an image.'],
    [{ user_ids: [casey], content: 'x'.repeat(2001) }, 422, 'A message can be at most 2000 characters.'],
    [{ user_ids: [], content: 'Hi' }, 422, 'user_ids: must name at least one person'],
    [{ user_ids: [pat], content: 'Hi' }, 422, 'You cannot start a conversation with yourself.'],
    [{ user_ids: [casey], content: 'Hi', image: 'javascript:alert(1)' }, 422, 'image: must be the url of an uploaded image'],
    [{ user_ids: [casey], content: 'Hi', image: 'https://tracker.example/pixel.gif' }, 422, 'image: must be the url of an uploaded image'],
    [
      { user_ids: [casey], content: 'Hi', image: `/api/files/users/${pat}/secure/..png` },
      422,
      'image: must be the url of an uploaded image',
    ],
    [
      { user_ids: [casey], content: '', image: `/api/files/users/${casey}/secure/${'c'.repeat(64)}.png` },
      422,
      'image: must be one of your own uploaded images',
    ],
    [{ user_ids: [casey, morgan], conversation_type: 'i', content: 'Hi' }, 422, 'An individual conversation is between two people.'],
    [{ user_ids: 'everyone', content: 'Hi' }, 422, 'user_ids: must be a list of user ids'],
  ])('refuses a bad start %j with %i', async (body, status, error) => {
    const patToken = await token('participant');
    const { reply, appended } = await api.when(() => start(patToken, body));
    expect(reply.status).toBe(status);
    expect(reply.body.errors?.[0]).toContain(error);
    expect(appended).toBe(0);
  });

  it('refuses a bad volume and member change', async () => {
    const patToken = await token('participant');
    const volume = await api.call('POST', '/conversation_volume', { token: patToken, body: { mute: 'yes', conversation_ids: [] } });
    expect(volume.status).toBe(422);
    const members = await api.call('POST', '/conversations/x/users', { token: patToken, body: { operation: 'kick', members: [casey] } });
    expect(members).toMatchObject({ status: 422, body: { errors: [expect.stringContaining("operation: must be 'add' or 'remove'")] } });
  });

  it(`lets one person send ${MESSAGES_PER_WINDOW} messages in 15 minutes, then refuses with a clear message`, async () => {
    const morganToken = await token('master');
    const lanes = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => {
        const reply = await start(morganToken, { user_ids: [casey, pat], conversation_type: 'g', content: 'Lane' });
        return reply.body.data.conversation_id as string;
      }),
    );
    // Sent by Morgan so far in this file: 1 refused as a non-member (attempts count), 1, and 5 lanes.
    const sentBefore = 7;
    const perLane = Math.ceil((MESSAGES_PER_WINDOW - sentBefore + 5) / lanes.length);
    const statuses = (
      await Promise.all(
        lanes.map(async (id) => {
          const results: number[] = [];
          for (let i = 0; i < perLane; i += 1) {
            results.push(
              (await api.call('POST', `/conversations/${id}/messages`, { token: morganToken, body: { content: `m${i}` } })).status,
            );
          }
          return results;
        }),
      )
    ).flat();
    // Exactly the limit, however the concurrent lanes interleave near it; the rest refused.
    expect(statuses.filter((s) => s === 201)).toHaveLength(MESSAGES_PER_WINDOW - sentBefore);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    const burst = await Promise.all(
      lanes.map((id) => api.call('POST', `/conversations/${id}/messages`, { token: morganToken, body: { content: 'over' } })),
    );
    expect(burst.map((reply) => reply.status)).toEqual(lanes.map(() => 429));
    const refused = await api.call('POST', `/conversations/${lanes[0]}/messages`, { token: morganToken, body: { content: 'more' } });
    expect(refused).toMatchObject({ status: 429, body: { errors: ['Too many messages. Try again in 15 minutes.'] } });
    // Others may still write
    expect(
      (await api.call('POST', `/conversations/${lanes[0]}/messages`, { token: await token('coordinator'), body: { content: 'ok' } }))
        .status,
    ).toBe(201);
  });

  it('reads an erased person’s messages as erased, and they leave every conversation (last: erases Pat)', async () => {
    const [patToken, caseyToken, morganToken] = [await token('participant'), await token('coordinator'), await token('master')];
    const group = await start(caseyToken, { user_ids: [pat, morgan], conversation_type: 'g', content: 'Before' });
    const id = group.body.data.conversation_id;
    await api.call('POST', `/conversations/${id}/messages`, { token: patToken, body: { content: 'Pat was here' } });
    const erased = await api.call('DELETE', `/users/${pat}`, { token: morganToken });
    expect(erased.status).toBe(200);
    const thread = await read(caseyToken, `/conversations/${id}`, erased.body.meta?.position);
    const conversation = thread.body.data[0];
    expect(conversation.members.map((m: Json) => m.user_id).sort()).toEqual([casey, morgan].sort());
    expect(conversation.current_messages.map((m: Json) => [m.user_id, m.content])).toEqual([
      [casey, 'Before'],
      [pat, ''],
    ]);
  });
});

describe('messaging: an attached image (docs/decisions.md "Message images")', () => {
  async function uploadImage(as: string, secure = true): Promise<string> {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('secure', String(secure));
    form.append('file', new Blob([png], { type: 'image/png' }), 'walk.png');
    const reply = await api.call('POST', '/files/upload', { token: as, form });
    expect(reply.status).toBe(201);
    return reply.body.data.files[0].url;
  }
  async function statusOf(url: string, as?: string): Promise<number> {
    const response = await fetch(`${api.base}${url}`, { headers: as ? { authorization: as } : {} });
    await response.arrayBuffer(); // read to its end: an open body holds the connection
    return response.status;
  }

  it("is read by the conversation's members only, and no longer once they are removed", async () => {
    // (Pat was erased above: Casey writes, to Jamie; Sam stays outside; Morgan, a master, reads every file.)
    const [caseyToken, jamieToken, samToken] = await Promise.all(['coordinator', 'jamie', 'sam'].map(token));
    const [jamie, sam] = [demoUserId('jamie'), demoUserId('sam')];
    // Given Casey's secure upload: only Casey reads it
    const url = await uploadImage(caseyToken);
    expect(url).toMatch(new RegExp(`^/api/files/users/${casey}/secure/[0-9a-f]{64}\\.png$`));
    expect(await statusOf(url, jamieToken)).toBe(404);

    // And Casey's profile photo (one of their public uploads)
    const photo = await uploadImage(caseyToken, false);
    const image = { url: photo, thumbnail_url: photo, blur_url: photo };
    expect((await api.call('PUT', `/profiles/${casey}`, { token: caseyToken, body: { image } })).status).toBe(200);

    // When Casey posts it, alone, to a group with Jamie
    const started = await start(caseyToken, { user_ids: [jamie], conversation_type: 'g', content: '', image: url });
    expect(started.status).toBe(201);
    const id = started.body.data.conversation_id;
    const seen = await read(jamieToken, `/conversations/${id}`, started.body.meta?.position);
    // (the thread shows its author's photo, and so does the members list)
    expect(seen.body.data[0].current_messages[0]).toMatchObject({ image: url, content: '', user_id: casey, user_image: photo });
    expect(seen.body.data[0].members).toContainEqual({ user_id: casey, full_name: 'Casey Morgan', image: photo });
    expect(seen.body.data[0].members).toContainEqual(expect.objectContaining({ user_id: jamie, image: null }));

    // Then its members read it; Sam (not a member), and anyone signed out, do not
    expect(await statusOf(url, caseyToken)).toBe(200);
    expect(await statusOf(url, jamieToken)).toBe(200);
    expect(await statusOf(url, samToken)).toBe(404);
    expect(await statusOf(url)).toBe(401);

    // Sam cannot pass it on: a message carries its sender's own uploads only
    const passed = await api.when(() => start(samToken, { user_ids: [jamie], content: '', image: url }));
    expect(passed.reply).toMatchObject({ status: 422, body: { errors: ['image: must be one of your own uploaded images'] } });
    expect(passed.appended).toBe(0);

    // Jamie, once removed, reads it no more; Sam, once added, does
    const added = await api.call('POST', `/conversations/${id}/users`, { token: caseyToken, body: { operation: 'add', members: [sam] } });
    const removed = await api.call('POST', `/conversations/${id}/users`, {
      token: caseyToken,
      body: { operation: 'remove', members: [jamie] },
    });
    expect([added.status, removed.status]).toEqual([200, 200]);
    await read(caseyToken, '/conversations', removed.body.meta?.position);
    expect(await statusOf(url, jamieToken)).toBe(404);
    expect(await statusOf(url, samToken)).toBe(200);
  });
});
