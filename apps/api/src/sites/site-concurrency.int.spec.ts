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

describe('If-Match on PUT /sites/{id}', () => {
  it("sends the site stream's revision as the ETag and refuses a save from a stale revision with 409, appending nothing", async () => {
    const loaded = await harness.call('GET', `/sites/${DEMO_SITE_ID}`, { token: master });
    expect(loaded.status).toBe(200);
    const etag = loaded.headers.get('etag');
    expect(etag).toMatch(/^"\d+"$/);
    expect(`"${loaded.body.data.revision}"`).toBe(etag);

    const first = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      headers: { 'if-match': etag ?? '' },
      body: { friend_label: 'Pal' },
    });
    expect(first.status).toBe(200);
    const next = first.headers.get('etag');
    expect(next).toBe(`"${loaded.body.data.revision + 1}"`);
    expect(first.body.data.revision).toBe(loaded.body.data.revision + 1);

    // A second editor who loaded the same revision saves after the first one.
    const before = await harness.eventCount();
    const stale = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      headers: { 'if-match': etag ?? '' },
      body: { friend_label: 'Mate' },
    });
    expect(stale).toMatchObject({ status: 409, body: { errors: ['This site was changed by someone else. Reload to see the changes.'] } });
    expect(await harness.eventCount()).toBe(before);

    // The ETag of the answer works for the next save; a read after it carries the same revision.
    const again = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      headers: { 'if-match': next ?? '' },
      body: { friend_label: 'Friend' },
    });
    expect(again.status).toBe(200);
    const read = await harness.call('GET', `/sites/${DEMO_SITE_ID}?min_position=${String(again.body.meta?.position)}`, { token: master });
    expect(read.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(read.body.data.revision).toBe(loaded.body.data.revision + 2);
  });

  it('keeps If-Match optional and refuses one that is not an ETag with 422', async () => {
    expect((await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: master, body: { friend_label: 'Friend' } })).status).toBe(200);
    const before = await harness.eventCount();
    expect(
      await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
        token: master,
        headers: { 'if-match': 'banana' },
        body: { friend_label: 'x' },
      }),
    ).toMatchObject({ status: 422, body: { errors: ['If-Match: must be the ETag of the site'] } });
    expect(await harness.eventCount()).toBe(before);
  });
});

describe('URLs unique across sites', () => {
  it('refuses a URL another site holds (case and port ignored) with 422, appending nothing', async () => {
    const created = await harness.call('POST', '/sites', {
      token: master,
      body: { name: 'Alpha', urls: ['*.alpha.localhost', 'alpha.localhost'], years: [2026] },
    });
    expect(created.status).toBe(201);
    alphaId = created.body.data.id;
    const before = await harness.eventCount();
    const clash = await harness.call('POST', '/sites', {
      token: master,
      body: { name: 'Beta', urls: ['beta.localhost', 'HTTPS://Alpha.Localhost:8080'], years: [2026] },
    });
    expect(clash).toMatchObject({ status: 422, body: { errors: ['URL alpha.localhost is already used by another site.'] } });
    // The demo seed reserved its own URLs.
    const seeded = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: master,
      body: { urls: ['127.0.0.1', 'localhost', 'ALPHA.localhost'] },
    });
    expect(seeded).toMatchObject({ status: 422, body: { errors: ['URL alpha.localhost is already used by another site.'] } });
    const taken = await harness.call('POST', '/sites', { token: master, body: { name: 'Gamma', urls: ['localhost'], years: [2026] } });
    expect(taken).toMatchObject({ status: 422, body: { errors: ['URL localhost is already used by another site.'] } });
    expect(await harness.eventCount()).toBe(before);
  });

  it('frees the URLs a site drops, and those of a deleted site, for another site', async () => {
    const moved = await harness.call('PUT', `/sites/${alphaId}`, { token: master, body: { urls: ['alpha2.localhost'] } });
    expect(moved).toMatchObject({ status: 200, body: { data: { urls: ['alpha2.localhost'] } } });
    const delta = await harness.call('POST', '/sites', {
      token: master,
      body: { name: 'Delta', urls: ['alpha.localhost'], years: [2026] },
    });
    expect(delta).toMatchObject({ status: 201, body: { data: { urls: ['alpha.localhost'] } } });
    // A site may save again with the URLs it holds (once the read model the save merges onto has it).
    await harness.call('GET', `/sites/${delta.body.data.id}?min_position=${String(delta.body.meta?.position)}`, { token: master });
    expect((await harness.call('PUT', `/sites/${delta.body.data.id}`, { token: master, body: { name: 'Delta Co' } })).status).toBe(200);

    expect((await harness.call('DELETE', `/sites/${alphaId}`, { token: master })).status).toBe(200);
    const echo = await harness.call('POST', '/sites', { token: master, body: { name: 'Echo', urls: ['alpha2.localhost'], years: [2026] } });
    expect(echo.status).toBe(201);
  });

  it('lets only one of two sites racing for a URL have it', async () => {
    const race = await Promise.all(
      ['Foxtrot', 'Golf'].map((name) =>
        harness.call('POST', '/sites', { token: master, body: { name, urls: ['race.localhost'], years: [2026] } }),
      ),
    );
    expect(race.map((reply) => reply.status).sort()).toEqual([201, 422]);
  });
});
