import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail, OTHER_SITE_ID, otherEmail } from '@wellway/test-support';
import { wallMessages } from '@wellway/domain';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';

/** Spec 2 §6/§7 wall calls: who may post, delete, report and unreport; likes once; reports hide; one site only. */
const api = useApiHarness(new Date('2026-11-25T15:00:00Z'), ['user', 'poster'], { is_wall_enabled: true });
const tokens: Record<string, string> = {};
const as = (who: string) => tokens[who]!;

beforeAll(async () => {
  const master = await api.tokenOf('master');
  const site = await api.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master });
  const saved = await api.call('PUT', `/sites/${DEMO_SITE_ID}`, {
    token: master,
    body: { flags: { ...site.body.data.flags, is_wall_enabled: true } },
  });
  expect(saved.status).toBe(200);
  for (const key of ['participant', 'jamie', 'sam', 'coordinator', 'master']) tokens[key] = await api.signIn(demoEmail(key));
  tokens.poster = await api.signIn(otherEmail('poster'), OTHER_SITE_ID);
  tokens.other = await api.signIn(otherEmail('participant'), OTHER_SITE_ID);
});

const read = (who: string, path: string, position: Json) =>
  api.call('GET', `${path}${path.includes('?') ? '&' : '?'}min_position=${position}`, { token: as(who) });
const write = async (who: string, body: object) => api.call('POST', '/posts', { token: as(who), body });
const demoUser = async (who: string) => (await api.call('GET', '/users/me', { token: as(who) })).body.data.id as string;

describe('wall: posts and comments', () => {
  it('posts plain text with a friend tagged; the friend comments and removes their tag', async () => {
    const jamie = await demoUser('jamie');
    const sam = await demoUser('sam');
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3))';
    const posted = await write('participant', { content: hostile, wallable_type: 'Site', tagged_users: [jamie] });
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;

    // Refusals append nothing
    for (const [body, status, message] of [
      [{ content: '   ' }, 422, wallMessages.contentBlank],
      [{ content: 'Hi', tagged_users: [sam] }, 422, wallMessages.tagNotFriend],
      [{ content: 'Hi', wallable_id: OTHER_SITE_ID }, 404, 'Site not found.'],
      [{ content: 'Hi', wallable_type: 'Post', wallable_id: 'missing' }, 422, wallMessages.parentMissing],
      [{ content: 'Hi', postable_type: 'Goal', postable_id: 'nope' }, 422, wallMessages.postableMissing],
    ] as const) {
      const { reply, appended } = await api.when(() => write('participant', body));
      expect([reply.status, reply.body.errors]).toEqual([status, [message]]);
      expect(appended).toBe(0);
    }
    for (const body of [{ content: 5 }, { content: 'x', tagged_users: 'all' }, { content: 'x', photo: 'https://evil.test/a.png' }]) {
      expect((await write('participant', body)).status).toBeGreaterThanOrEqual(400);
    }

    // Jamie reads it as written, tagged, and comments
    const wall = await read('jamie', '/posts?filter=all', posted.body.meta?.position);
    expect(wall.status).toBe(200);
    const post = wall.body.data.find((p: Json) => p.id === id);
    expect(post).toMatchObject({ content: hostile, depth: 0, wallable_type: 'Site', can_report: true, can_delete: false });
    expect(post.tagged_users.map((u: Json) => u.profile.full_name)).toEqual(['Jamie Chen']);
    expect(post.user.profile.full_name).toBe('Pat Rivera');
    expect((await read('jamie', '/posts?filter=tagged', posted.body.meta?.position)).body.data.map((p: Json) => p.id)).toContain(id);

    const commented = await write('jamie', { content: 'Nice!', wallable_type: 'Post', wallable_id: id, parent_post_id: id, depth: 1 });
    expect(commented.status).toBe(201);
    const shown = await read('participant', `/posts/${id}`, commented.body.meta?.position);
    expect(shown.body.data.posts.map((c: Json) => [c.content, c.depth, c.user.profile.full_name])).toEqual([['Nice!', 1, 'Jamie Chen']]);
    expect(shown.body.data.posts_count).toBe(1);

    // A site comment (spec 2 §4: wallable Site, depth above 0, a parent) is a comment, not a wall post
    const siteComment = await write('sam', { content: 'Me too', wallable_type: 'Site', parent_post_id: id, depth: 1 });
    expect(siteComment.status).toBe(201);
    const thread = await read('participant', `/posts/${id}`, siteComment.body.meta?.position);
    expect(thread.body.data.posts.map((c: Json) => [c.content, c.depth])).toEqual([
      ['Nice!', 1],
      ['Me too', 1],
    ]);
    const top = await read('participant', '/posts', siteComment.body.meta?.position);
    expect(top.body.data.map((p: Json) => p.id)).not.toContain(siteComment.body.data.id);
    const gone = await write('sam', { content: 'Lost', wallable_type: 'Site', parent_post_id: 'missing', depth: 1 });
    expect([gone.status, gone.body.errors]).toEqual([422, [wallMessages.parentMissing]]);

    // Only the tagged person removes their tag
    expect((await api.call('DELETE', `/posts/${id}/remove_tag/${jamie}`, { token: as('participant') })).status).toBe(403);
    const untagged = await api.call('DELETE', `/posts/${id}/remove_tag/${jamie}`, { token: as('jamie') });
    expect(untagged).toMatchObject({ status: 200, body: { data: { id, tagged_users: [] } } });
  });

  it('likes once per person, also when many like at once', async () => {
    const { body } = await write('participant', { content: 'Like me' });
    const id = body.data.id;
    const people = ['participant', 'jamie', 'sam', 'coordinator', 'master'];
    const likes = await Promise.all(
      people.map((who) => api.call('POST', '/likes', { token: as(who), body: { likeable_id: id, likeable_type: 'Post' } })),
    );
    expect(likes.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const twice = await Promise.all([0, 1, 2].map(() => api.call('POST', '/likes', { token: as('jamie'), body: { likeable_id: id } })));
    expect(twice.map((r) => r.status).sort()).toEqual([409, 409, 409]);
    const last = likes.map((r) => BigInt(r.body.meta?.position)).reduce((a, b) => (a > b ? a : b));
    const post = (await read('sam', `/posts/${id}`, last)).body.data;
    expect(post).toMatchObject({ likes_count: 5, liked: true });
    expect(post.likes.data[0].user_id).toBe(await demoUser('sam'));
    const unliked = await api.call('DELETE', `/likes/${id}`, { token: as('sam') });
    expect(unliked.status).toBe(200);
    expect((await read('sam', `/posts/${id}`, unliked.body.meta?.position)).body.data).toMatchObject({ likes_count: 4, liked: false });
  });
});

describe('wall: who may delete, report and unreport (spec 2 §6)', () => {
  it('reports: not the author, not coordinators; once each; two distinct reporters hide it until a coordinator restores it', async () => {
    const { body } = await write('participant', { content: 'Reported' });
    const id = body.data.id;
    const report = (who: string) => api.call('PUT', `/posts/${id}`, { token: as(who), body: { is_flagged: true } });
    for (const [who, message] of [
      ['participant', wallMessages.reportOwn],
      ['coordinator', wallMessages.reportCoordinator],
      ['master', wallMessages.reportCoordinator],
    ] as const) {
      const { reply, appended } = await api.when(() => report(who));
      expect([who, reply.status, reply.body.errors]).toEqual([who, 403, [message]]);
      expect(appended).toBe(0);
    }
    // Jamie and Sam report at once: both count, it is hidden once
    const [a, b] = await Promise.all([report('jamie'), report('sam')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const once = (await write('participant', { content: 'Reported once' })).body.data.id;
    const again = () => api.call('PUT', `/posts/${once}`, { token: as('jamie'), body: { is_flagged: true } });
    expect((await again()).status).toBe(200);
    expect(await again()).toMatchObject({ status: 409, body: { errors: [wallMessages.alreadyReported] } });
    const events = await api.eventsOf(`post-${id}`);
    expect(events.map((e) => e.type)).toEqual(['PostCreated', 'PostReported', 'PostReported', 'PostHidden']);
    const position = [a, b].map((r) => BigInt(r.body.meta?.position)).reduce((x, y) => (x > y ? x : y));

    // Hidden from Jamie and Sam, shown to its author (flagged) and to the coordinator's flagged list
    expect((await read('jamie', `/posts/${id}`, position)).status).toBe(404);
    expect((await read('jamie', `/posts?wallable_type=Post&wallable_id=${id}`, position)).status).toBe(404);
    expect((await read('sam', '/posts', position)).body.data.map((p: Json) => p.id)).not.toContain(id);
    expect((await read('participant', `/posts/${id}`, position)).body.data).toMatchObject({ is_flagged: true, is_hidden: true });
    expect((await read('participant', '/posts?filter=flagged', position)).status).toBe(403);
    const flagged = await read('coordinator', '/posts?filter=flagged', position);
    expect(flagged.body.data.map((p: Json) => p.id)).toContain(id);

    // A reporter may not restore it for everyone: their unreport withdraws their own report only
    const withdrawn = await api.call('PUT', `/posts/${id}`, { token: as('jamie'), body: { is_flagged: false } });
    expect(withdrawn.status).toBe(200);
    expect((await read('jamie', `/posts/${id}`, withdrawn.body.meta?.position)).status).toBe(404);

    // The coordinator restores it, with a reason recorded in the event
    const restored = await api.call('PUT', `/posts/${id}`, { token: as('coordinator'), body: { is_flagged: false, reason: 'Harmless' } });
    expect(restored.status).toBe(200);
    expect(await api.lastEvent()).toMatchObject({
      type: 'PostRestored',
      data: { moderatorId: await demoUser('coordinator'), reason: 'Harmless' },
    });
    expect((await read('jamie', `/posts/${id}`, restored.body.meta?.position)).body.data).toMatchObject({
      is_flagged: false,
      is_hidden: false,
    });
  });

  it("hides after the site's own number of distinct reports (wall_reports_to_hide)", async () => {
    const saveThreshold = (reports: number) =>
      api.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: as('master'), body: { wall_reports_to_hide: reports } });
    const saved = await saveThreshold(1);
    expect([saved.status, saved.body.data.wall_reports_to_hide]).toEqual([200, 1]);
    try {
      const id = (await write('participant', { content: 'One report is enough here' })).body.data.id;
      const reported = await api.call('PUT', `/posts/${id}?min_position=${saved.body.meta?.position}`, {
        token: as('jamie'),
        body: { is_flagged: true },
      });
      expect(reported.status).toBe(200);
      expect((await api.eventsOf(`post-${id}`)).map((e) => e.type)).toEqual(['PostCreated', 'PostReported', 'PostHidden']);
      expect((await saveThreshold(0)).body.errors).toEqual(['wall_reports_to_hide: must be at least 1']);
    } finally {
      expect((await saveThreshold(2)).status).toBe(200);
    }
  });

  it('deletes: the author; master, coordinator or poster with a reason; never someone else, never an expert’s post but by its author', async () => {
    const { body } = await write('participant', { content: 'Delete me' });
    const id = body.data.id;
    const refused = await api.when(() => api.call('DELETE', `/posts/${id}`, { token: as('jamie') }));
    expect([refused.reply.status, refused.reply.body.errors, refused.appended]).toEqual([403, [wallMessages.deleteForbidden], 0]);
    const deleted = await api.call('DELETE', `/posts/${id}?reason=Off%20topic`, { token: as('coordinator') });
    expect(deleted.status).toBe(200);
    expect(await api.lastEvent()).toMatchObject({
      type: 'PostDeleted',
      data: { deletedBy: await demoUser('coordinator'), moderatorId: await demoUser('coordinator'), reason: 'Off topic' },
    });
    expect((await read('participant', `/posts/${id}`, deleted.body.meta?.position)).status).toBe(404);

    // A wall expert lists the walls they may switch to, and posts on the demo site's wall from their own site; only they delete it
    const walls = await api.call('GET', '/wallexpert/sites', { token: as('poster') });
    expect(walls.body.data.map((w: Json) => w.id)).toEqual(expect.arrayContaining([DEMO_SITE_ID, OTHER_SITE_ID]));
    expect((await api.call('GET', '/wallexpert/sites', { token: as('participant') })).status).toBe(403);
    const expert = await api.call('POST', '/posts', { token: as('poster'), body: { content: 'Expert tip', wallable_id: DEMO_SITE_ID } });
    expect(expert.status).toBe(201);
    const expertId = expert.body.data.id;
    const seen = await read('participant', `/posts/${expertId}`, expert.body.meta?.position);
    expect(seen.body.data).toMatchObject({ user: { is_wall_expert: true }, can_report: false });
    expect((await api.call('PUT', `/posts/${expertId}`, { token: as('jamie'), body: { is_flagged: true } })).status).toBe(403);
    expect((await api.call('DELETE', `/posts/${expertId}`, { token: as('coordinator') })).status).toBe(403);
    expect((await api.call('DELETE', `/posts/${expertId}`, { token: as('poster') })).status).toBe(200);
  });
});

describe('wall: one site only', () => {
  it("another site's participant neither sees nor touches the demo wall", async () => {
    const { body } = await write('participant', { content: 'Demo only' });
    const id = body.data.id;
    const position = body.meta?.position;
    expect((await read('other', `/posts/${id}`, position)).status).toBe(404);
    expect((await read('other', '/posts', position)).body.data.map((p: Json) => p.id)).not.toContain(id);
    expect((await read('other', `/posts?wallable_id=${DEMO_SITE_ID}`, position)).status).toBe(404);
    for (const [method, path, payload] of [
      ['POST', '/likes', { likeable_id: id }],
      ['PUT', `/posts/${id}`, { is_flagged: true }],
      ['DELETE', `/posts/${id}`, undefined],
      ['POST', '/posts', { content: 'x', wallable_type: 'Post', wallable_id: id }],
    ] as const) {
      const { reply, appended } = await api.when(() => api.call(method, path, { token: as('other'), body: payload }));
      expect([path, reply.status >= 400 && reply.status < 500, appended]).toEqual([path, true, 0]);
    }
    for (const path of ['/posts?page_size=-1', '/posts?offset=x', '/posts?wallable_type=Recipe', '/posts/%3Cscript%3E']) {
      expect([path, (await api.call('GET', path, { token: as('participant') })).status]).toEqual([path, expect.any(Number)]);
      expect((await api.call('GET', path, { token: as('participant') })).status).toBeLessThan(500);
    }
  });
});
