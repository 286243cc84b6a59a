import { beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { coordinatorSite, coordinatorSiteTree } from '../testing/coordinator-site.spec.js';

/** Coordinators' announcements over HTTP: a booted API, real PostgreSQL, the projector in process. */
const harness = useApiHarness(new Date('2026-11-27T10:00:00Z'));

const tree = coordinatorSiteTree('announcements', 'Announcements');
const { SITE, OTHER, NORTH, LEEDS, OFFICE, SOUTH, OTHERS_HQ, coordinators } = tree;
const site = coordinatorSite(harness, {
  ...tree,
  /** name → [role, location, site] */
  people: {
    ...coordinators,
    ann: ['user', OFFICE, SITE],
    dan: ['user', LEEDS, SITE],
    bob: ['user', SOUTH, SITE],
    cat: ['user', null, SITE],
    otto: ['user', OTHERS_HQ, OTHER],
  },
});
const { call, tokens } = site;
const send = (who: string, body: Json) => call('POST', '/announcements', who, body);
const countOf = async (who: string) => (await call('GET', '/notifications/count', who)).body.data;
const messagesOf = async (who: string, filter = 'all') =>
  (await call('GET', `/notifications?filter=${filter}&page_size=0`, who)).body.data.map((n: Json) => n.message);

beforeAll(() => site.given());

describe('announcements (spec 3 §5 Notification send, §7 Notifications)', () => {
  it('needs a message: nothing is appended', async () => {
    for (const body of [{ message: '  ' }, {}]) {
      const { reply, appended } = await harness.when(() => send('coord', body));
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ errors: ['Oops, a message is needed.'] });
      expect(appended).toBe(0);
    }
  });

  it('refuses bad input with 400/422 and a message, never 500', async () => {
    for (const body of [{ message: 42 }, { message: 'x'.repeat(2001) }, { message: 'Hi', location_id: 7 }, 'text']) {
      const reply = await send('coord', body);
      expect([400, 422]).toContain(reply.status);
      expect(reply.body.errors).toHaveLength(1);
    }
    expect((await send('coord', { message: 'x'.repeat(1001) })).body).toEqual({ errors: ['The message can be at most 1000 characters.'] });
    expect((await send('coord', { message: 'Hi', location_id: 'nowhere' })).body).toEqual({ errors: ['Choose a location of this site.'] });
    expect((await send('coord', { message: 'Hi', location_id: OTHERS_HQ })).status).toBe(422);
  });

  it('a coordinator sends to all participants: one event, everyone of the site counts it, the other site nobody', async () => {
    const before = await countOf('ann');
    const { reply, appended } = await harness.when(() => send('coord', { message: ' Fair on <b>Friday</b> ' }));
    expect(reply.status).toBe(201);
    expect(appended).toBe(1);
    expect(reply.body.data).toMatchObject({ site_id: SITE, message: 'Fair on <b>Friday</b>', location_id: null, location_name: null });
    for (const who of ['ann', 'bob', 'cat', 'dan']) expect(await messagesOf(who)).toContain('Fair on <b>Friday</b>');
    expect(await countOf('ann')).toEqual({ unread: before.unread + 1, unseen: before.unseen + 1, total: before.total + 1 });
    expect(await messagesOf('otto')).not.toContain('Fair on <b>Friday</b>');
    const [newest] = (await call('GET', '/notifications?filter=unread', 'ann')).body.data;
    expect(newest).toMatchObject({ id: reply.body.data.id, key: 'coordinator_announcement', link: '', read_at: null, seen_at: null });
  });

  it('a location and the locations under it receive it; a participant outside never sees it', async () => {
    const reply = await send('coord', { message: 'North only', location_id: NORTH });
    expect(reply.body.data).toMatchObject({ location_id: NORTH, location_name: 'North' });
    expect(await messagesOf('ann')).toContain('North only');
    expect(await messagesOf('dan')).toContain('North only');
    for (const who of ['bob', 'cat', 'otto']) expect(await messagesOf(who)).not.toContain('North only');
    await send('coord', { message: 'Office only', location_id: OFFICE });
    expect(await messagesOf('ann')).toContain('Office only');
    expect(await messagesOf('dan')).not.toContain('Office only');
  });

  it('a regional coordinator sends only within their own top-level location; a location coordinator and a participant not at all', async () => {
    expect((await send('regional', { message: 'Leeds news', location_id: LEEDS })).status).toBe(201);
    const outside = await send('regional', { message: 'South news', location_id: SOUTH });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({ errors: ['You may send notifications only to your own location.'] });
    expect((await send('regional', { message: 'Everyone' })).status).toBe(403);
    expect((await send('local', { message: 'Hi' })).status).toBe(403);
    expect((await send('ann', { message: 'Hi' })).status).toBe(403);
    expect((await call('GET', '/announcements', 'ann')).status).toBe(403);
  });

  it("lists the site's previous notifications newest first, 10 a page; another site's id names nothing", async () => {
    const page = await call('GET', `/announcements?site_id=${SITE}`, 'coord');
    expect(page.body.data.map((a: Json) => a.message)).toEqual(['Leeds news', 'Office only', 'North only', 'Fair on <b>Friday</b>']);
    expect(page.body.meta).toMatchObject({ total_records: 4, page: 1, page_size: 10 });
    expect((await call('GET', `/announcements?site_id=${SITE}`, 'oscar')).status).toBe(404);
    expect((await call('GET', '/announcements', 'oscar')).body.data).toEqual([]);
    expect(
      (await call('GET', `/announcements?site_id=${SITE}&page=2&page_size=3`, 'master')).body.data.map((a: Json) => a.message),
    ).toEqual(['Fair on <b>Friday</b>']);
  });

  it('clearing one announcement, or all, marks it read for that participant only', async () => {
    const [first] = (await call('GET', '/notifications?filter=unread', 'bob')).body.data;
    await call('POST', '/notifications/mark_as_read', 'bob', { ids: [first.id] });
    expect(await messagesOf('bob', 'unread')).not.toContain(first.message);
    expect(await messagesOf('cat', 'unread')).toContain(first.message);
    await call('POST', '/notifications/mark_as_seen', 'ann', { ids: 'all' });
    expect((await countOf('ann')).unseen).toBe(0);
    await call('POST', '/notifications/mark_as_read', 'ann', { ids: 'all' });
    expect(await countOf('ann')).toMatchObject({ unread: 0, unseen: 0 });
    await send('coord', { message: 'After the clear' });
    expect(await countOf('ann')).toMatchObject({ unread: 1, unseen: 1 });
  });

  it('deleting removes it for everyone; a second delete, or another site, finds nothing', async () => {
    const sent = await send('coord', { message: 'Oops, wrong text' });
    expect(await messagesOf('cat')).toContain('Oops, wrong text');
    const id = sent.body.data.id;
    expect((await call('DELETE', `/announcements/${id}`, 'regional')).status).toBe(403);
    expect((await call('DELETE', `/announcements/${id}`, 'oscar')).status).toBe(404);
    const deleted = await call('DELETE', `/announcements/${id}`, 'coord');
    expect(deleted.body.data).toEqual({ id, deleted: true });
    for (const who of ['ann', 'bob', 'cat', 'dan']) expect(await messagesOf(who)).not.toContain('Oops, wrong text');
    expect((await call('GET', '/announcements', 'coord')).body.data.map((a: Json) => a.message)).not.toContain('Oops, wrong text');
    expect((await call('DELETE', `/announcements/${id}`, 'coord')).body).toEqual({ errors: ['Notification not found.'] });
  });

  it('lets a regional coordinator delete their own announcement before the read model has it (its location comes from its stream)', async () => {
    /** Sent and projected, then its row taken out: the read model lagging behind the log. */
    const sentUnprojected = async (who: string, body: Json): Promise<string> => {
      const reply = await send(who, body);
      await harness.waitFor(['announcements'], BigInt(reply.body.meta?.position ?? 0));
      await harness.pool.query('delete from announcements where id = $1', [reply.body.data.id]);
      return reply.body.data.id;
    };
    const id = await sentUnprojected('regional', { message: 'Leeds, just sent', location_id: LEEDS });
    const deleted = await harness.call('DELETE', `/announcements/${id}`, { token: tokens.get('regional')! });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const outside = await sentUnprojected('coord', { message: 'South, just sent', location_id: SOUTH });
    expect((await harness.call('DELETE', `/announcements/${outside}`, { token: tokens.get('regional')! })).status).toBe(403);
  });

  it('deletes once when asked many times at once', async () => {
    const id = (await send('coord', { message: 'Twice?' })).body.data.id;
    const replies = await Promise.all(Array.from({ length: 5 }, () => call('DELETE', `/announcements/${id}`, 'coord')));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 404 || reply.status === 409)).toHaveLength(4);
  });
});
