import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-23T15:00:00Z');
let api: ApiHarness;
let coordinator: string;
let participant: string;

const terms = {
  category: 'terms',
  key: 'Terms of Use',
  title: 'Terms of use',
  content_html: '<p onclick="steal()">Be <b>kind</b>.<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
};

beforeAll(async () => {
  api = await startApiHarness(now);
  [coordinator, participant] = await Promise.all([api.signIn(demoEmail('coordinator')), api.signIn(demoEmail('participant'))]);
});
afterAll(async () => {
  await api?.stop();
});

async function createContent(body: object): Promise<{ id: string; position: number }> {
  const reply = await api.call('POST', '/custom_content', { token: coordinator, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.data.id, position: reply.body.meta?.position };
}

describe('site content', () => {
  it('stores sanitised HTML with a normalised, unique key; the terms page is public', async () => {
    const first = await createContent(terms);
    const second = await createContent({ ...terms, title: 'More terms' });
    const listed = await api.call<{ id: string; key: string }[]>(
      'GET',
      `/custom_content?category=terms&site_id=${DEMO_SITE_ID}&min_position=${second.position}`,
    );
    expect(listed.status).toBe(200);
    const items = listed.body.data ?? [];
    expect(items.map((item) => item.key).sort()).toEqual(['terms_of_use', 'terms_of_use+1']);
    const stored = items.find((item) => item.id === first.id)!;
    expect(stored).toMatchObject({ key: 'terms_of_use', content_html: '<p>Be <b>kind</b>. <a rel="noopener noreferrer">x</a></p>' });
    expect(await api.call('GET', `/custom_content/${first.id}`)).toMatchObject({ status: 200, body: { data: { title: 'Terms of use' } } });
  });

  it("keeps other categories, hidden items and every change to the site's administrators", async () => {
    const faq = await createContent({ category: 'faqs', title: 'Secret', hidden: true });
    const before = await api.eventCount();
    expect(await api.call('GET', '/custom_content?category=faqs')).toMatchObject({ status: 401 });
    expect(await api.call('GET', `/custom_content/${faq.id}`)).toMatchObject({ status: 404 });
    expect(await api.call('GET', `/custom_content/${faq.id}?min_position=${faq.position}`, { token: participant })).toMatchObject({
      status: 404,
    });
    expect(await api.call('GET', `/custom_content?category=faqs&hidden=true`, { token: coordinator })).toMatchObject({
      status: 200,
      body: { meta: { total_records: 1 } },
    });
    expect(await api.call('POST', '/custom_content', { token: participant, body: terms })).toMatchObject({ status: 403 });
    expect(await api.call('PUT', `/custom_content/${faq.id}`, { token: participant, body: terms })).toMatchObject({ status: 403 });
    expect(await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, category: 'nonsense' } })).toMatchObject({
      status: 422,
    });
    expect(await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, title: '' } })).toMatchObject({
      status: 422,
      body: { errors: ['A title is required.'] },
    });
    expect(await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, site_id: 'another-site' } })).toMatchObject({
      status: 404,
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('changes and deletes content', async () => {
    const item = await createContent({ category: 'privacy', title: 'Privacy' });
    const changed = await api.call('PUT', `/custom_content/${item.id}`, {
      token: coordinator,
      body: { category: 'faqs', title: 'Privacy notice' },
    });
    expect(changed.status).toBe(200);
    const shown = await api.call('GET', `/custom_content/${item.id}?min_position=${changed.body.meta?.position}`, { token: participant });
    expect(shown.body.data).toMatchObject({ title: 'Privacy notice', category: 'privacy' }); // the category never changes
    const deleted = await api.call('DELETE', `/custom_content/${item.id}`, { token: coordinator });
    expect(
      await api.call('GET', `/custom_content/${item.id}?min_position=${deleted.body.meta?.position}`, { token: participant }),
    ).toMatchObject({ status: 404, body: { errors: ['Custom Content could not be found'] } });
  });
});

describe('required terms', () => {
  it('sends a person to the pages the site requires until they accept each', async () => {
    const page = await createContent({ category: 'privacy', title: 'Privacy we keep' });
    const faq = await createContent({ category: 'faqs', title: 'Not a policy' });
    const path = `/sites/${DEMO_SITE_ID}/required_terms`;
    expect(await api.call('POST', path, { token: participant, body: { custom_content_id: page.id } })).toMatchObject({ status: 403 });
    expect(
      await api.call('POST', `${path}?min_position=${faq.position}`, { token: coordinator, body: { custom_content_id: faq.id } }),
    ).toMatchObject({ status: 422, body: { errors: ['Only privacy and terms content can be required.'] } });
    const required = await api.call('POST', path, { token: coordinator, body: { custom_content_id: page.id } });
    expect(required.status).toBe(201);

    const me = await api.call('GET', `/users/me?min_position=${required.body.meta?.position}`, { token: participant });
    expect(me.body.data).toMatchObject({ required_term_ids: [page.id] });
    expect((await api.call('GET', path, { token: participant })).body.data).toEqual([
      { custom_content_id: page.id, category: 'privacy', title: 'Privacy we keep' },
    ]);

    expect(await api.call('POST', `${path}/accept_term`, { token: participant, body: { custom_content_id: faq.id } })).toMatchObject({
      status: 422,
      body: { errors: ['That page is not one you need to accept.'] },
    });
    const accepted = await api.call('POST', `${path}/accept_term`, { token: participant, body: { custom_content_id: page.id } });
    expect(accepted.status).toBe(200);
    const after = await api.call('GET', `/users/me?min_position=${accepted.body.meta?.position}`, { token: participant });
    expect(after.body.data).toMatchObject({ required_term_ids: [] });
    // The coordinator has not accepted it.
    expect((await api.call('GET', '/users/me', { token: coordinator })).body.data).toMatchObject({ required_term_ids: [page.id] });

    const stopped = await api.call('DELETE', `${path}/${page.id}`, { token: coordinator });
    expect(
      (await api.call('GET', `/users/me?min_position=${stopped.body.meta?.position}`, { token: coordinator })).body.data,
    ).toMatchObject({ required_term_ids: [] });
  });
});
