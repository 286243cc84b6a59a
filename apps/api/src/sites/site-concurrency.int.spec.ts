import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/** Optimistic concurrency on PUT /sites/{id} (If-Match) and URLs unique across sites (reservation streams). */

const now = new Date('2026-11-22T15:00:00Z');
let harness: ApiHarness;
let master: string;
let alphaId = '';

beforeAll(async () => {
  harness = await startApiHarness(now);
  master = await harness.signIn(demoEmail('master'));
});

afterAll(async () => {
  await harness?.stop();
});

const CHANGED_ELSEWHERE = 'This site was changed by someone else. Reload to see the changes.';
const TAKEN = (url: string) => `URL ${url} is already used by another site.`;

const loadSite = (id: string) => harness.call('GET', `/sites/${id}`, { token: master });
const saveSite = (id: string, body: object, ifMatch?: string | null) =>
  harness.call('PUT', `/sites/${id}`, { token: master, body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch ?? '' } });
const createSite = (name: string, urls: string[]) => harness.call('POST', '/sites', { token: master, body: { name, urls, years: [2026] } });

describe('If-Match on PUT /sites/{id}', () => {
  it("sends the site stream's revision as the ETag and refuses a save from a stale revision with 409, appending nothing", async () => {
    // Given two editors who loaded the same revision, and the first one saved
    const loaded = await loadSite(DEMO_SITE_ID);
    const etag = loaded.headers.get('etag');
    const first = await saveSite(DEMO_SITE_ID, { friend_label: 'Pal' }, etag);

    // When the second one saves
    const { reply: stale, appended } = await harness.when(() => saveSite(DEMO_SITE_ID, { friend_label: 'Mate' }, etag));

    // Then the ETags are the stream's revisions, the second save is a 409 and appends nothing
    expect(loaded.status).toBe(200);
    expect(etag).toMatch(/^"\d+"$/);
    expect(`"${loaded.body.data.revision}"`).toBe(etag);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(`"${loaded.body.data.revision + 1}"`);
    expect(first.body.data.revision).toBe(loaded.body.data.revision + 1);
    expect(stale).toMatchObject({ status: 409, body: { errors: [CHANGED_ELSEWHERE] } });
    expect(appended).toBe(0);
  });

  it('takes the ETag of an answer for the next save; a read after it carries the same revision', async () => {
    // Given a save answered with an ETag
    const loaded = await loadSite(DEMO_SITE_ID);
    const saved = await saveSite(DEMO_SITE_ID, { friend_label: 'Pal' }, loaded.headers.get('etag'));

    // When the next save names it
    const again = await saveSite(DEMO_SITE_ID, { friend_label: 'Friend' }, saved.headers.get('etag'));

    // Then it is accepted, and a read that waited for it has its revision
    expect(again.status).toBe(200);
    const read = await harness.call('GET', `/sites/${DEMO_SITE_ID}?min_position=${String(again.body.meta?.position)}`, { token: master });
    expect(read.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(read.body.data.revision).toBe(loaded.body.data.revision + 2);
  });

  it('keeps If-Match optional and refuses one that is not an ETag with 422', async () => {
    // Given / When a save without If-Match, and one with a value that is no ETag
    const plain = await saveSite(DEMO_SITE_ID, { friend_label: 'Friend' });
    const { reply: banana, appended } = await harness.when(() => saveSite(DEMO_SITE_ID, { friend_label: 'x' }, 'banana'));

    // Then the first saves, the second is a 422 that appends nothing
    expect(plain.status).toBe(200);
    expect(banana).toMatchObject({ status: 422, body: { errors: ['If-Match: must be the ETag of the site'] } });
    expect(appended).toBe(0);
  });
});

describe('URLs unique across sites', () => {
  it('refuses a URL another site holds (case and port ignored) with 422, appending nothing', async () => {
    // Given a site Alpha holding alpha.localhost, and the demo site its seeded URLs
    const created = await createSite('Alpha', ['*.alpha.localhost', 'alpha.localhost']);
    expect(created.status).toBe(201);
    alphaId = created.body.data.id;

    // When other saves claim those URLs
    const { reply: refusals, appended } = await harness.when(async () => [
      await createSite('Beta', ['beta.localhost', 'HTTPS://Alpha.Localhost:8080']),
      await saveSite(DEMO_SITE_ID, { urls: ['127.0.0.1', 'localhost', 'ALPHA.localhost'] }),
      await createSite('Gamma', ['localhost']),
    ]);

    // Then each is a 422 naming the URL, and nothing is appended
    expect(refusals).toMatchObject([
      { status: 422, body: { errors: [TAKEN('alpha.localhost')] } },
      { status: 422, body: { errors: [TAKEN('alpha.localhost')] } },
      { status: 422, body: { errors: [TAKEN('localhost')] } },
    ]);
    expect(appended).toBe(0);
  });

  it('frees the URLs a site drops, and those of a deleted site, for another site', async () => {
    // Given Alpha moved to alpha2.localhost
    const moved = await saveSite(alphaId, { urls: ['alpha2.localhost'] });
    expect(moved).toMatchObject({ status: 200, body: { data: { urls: ['alpha2.localhost'] } } });

    // When another site claims the dropped URL
    const delta = await createSite('Delta', ['alpha.localhost']);

    // Then it has it, and may save again with the URLs it holds (once the read model the save merges onto has it)
    expect(delta).toMatchObject({ status: 201, body: { data: { urls: ['alpha.localhost'] } } });
    await harness.call('GET', `/sites/${delta.body.data.id}?min_position=${String(delta.body.meta?.position)}`, { token: master });
    expect((await saveSite(delta.body.data.id, { name: 'Delta Co' })).status).toBe(200);

    // When Alpha is deleted, then its URL is free too
    expect((await harness.call('DELETE', `/sites/${alphaId}`, { token: master })).status).toBe(200);
    expect((await createSite('Echo', ['alpha2.localhost'])).status).toBe(201);
  });

  it('lets only one of two sites racing for a URL have it', async () => {
    // When two new sites claim the same URL at once
    const race = await Promise.all(['Foxtrot', 'Golf'].map((name) => createSite(name, ['race.localhost'])));

    // Then one has it and the other is refused
    expect(race.map((reply) => reply.status).sort()).toEqual([201, 422]);
  });
});
