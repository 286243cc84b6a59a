import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID, demoEmail } from '@wellway/test-support';
import { useApiHarness } from '../testing/api-harness.spec.js';

/** Site content (spec 3 custom content) and the required privacy and terms pages. */

const now = new Date('2026-11-23T15:00:00Z');
const api = useApiHarness(now);
let coordinator: string;
let participant: string;

const terms = {
  category: 'terms',
  key: 'Terms of Use',
  title: 'Terms of use',
  content_html: '<p onclick="steal()">Be <b>kind</b>.<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
};

beforeAll(async () => {
  [coordinator, participant] = await Promise.all([api.signIn(demoEmail('coordinator')), api.signIn(demoEmail('participant'))]);
});
/** Given: a content item the coordinator created; its id and the position of its event. */
async function givenContent(body: object): Promise<{ id: string; position: number }> {
  const reply = await api.call('POST', '/custom_content', { token: coordinator, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.data.id, position: reply.body.meta?.position };
}

// Given (beforeAll): the demo site's coordinator and participant.
describe('site content', () => {
  it('stores sanitised HTML with a normalised, unique key; the terms page is public', async () => {
    // Given two terms pages of the same key
    const first = await givenContent(terms);
    const second = await givenContent({ ...terms, title: 'More terms' });

    // When anyone lists the site's terms
    const listed = await api.call('GET', `/custom_content?category=terms&site_id=${DEMO_SITE_ID}&min_position=${second.position}`);

    // Then the keys are normalised and unique, the HTML has lost its scripts, and one page reads signed out
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item: { key: string }) => item.key).sort()).toEqual(['terms_of_use', 'terms_of_use+1']);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: first.id,
        key: 'terms_of_use',
        content_html: '<p>Be <b>kind</b>. <a rel="noopener noreferrer">x</a></p>',
      }),
    );
    expect(await api.call('GET', `/custom_content/${first.id}`)).toMatchObject({ status: 200, body: { data: { title: 'Terms of use' } } });
  });

  it("keeps other categories, hidden items and every change to the site's administrators", async () => {
    // Given a hidden FAQ
    const faq = await givenContent({ category: 'faqs', title: 'Secret', hidden: true });

    // When it is read signed out or by the participant, and the participant or a bad body tries to change content
    const { reply, appended } = await api.when(async () => ({
      listedSignedOut: await api.call('GET', '/custom_content?category=faqs'),
      readSignedOut: await api.call('GET', `/custom_content/${faq.id}`),
      readByParticipant: await api.call('GET', `/custom_content/${faq.id}?min_position=${faq.position}`, { token: participant }),
      listedHidden: await api.call('GET', `/custom_content?category=faqs&hidden=true`, { token: coordinator }),
      createdByParticipant: await api.call('POST', '/custom_content', { token: participant, body: terms }),
      changedByParticipant: await api.call('PUT', `/custom_content/${faq.id}`, { token: participant, body: terms }),
      unknownCategory: await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, category: 'nonsense' } }),
      noTitle: await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, title: '' } }),
      otherSite: await api.call('POST', '/custom_content', { token: coordinator, body: { ...terms, site_id: 'another-site' } }),
    }));

    // Then only the coordinator sees it, every change is refused, and nothing is appended
    expect(reply).toMatchObject({
      listedSignedOut: { status: 401 },
      readSignedOut: { status: 404 },
      readByParticipant: { status: 404 },
      listedHidden: { status: 200, body: { meta: { total_records: 1 } } },
      createdByParticipant: { status: 403 },
      changedByParticipant: { status: 403 },
      unknownCategory: { status: 422 },
      noTitle: { status: 422, body: { errors: ['A title is required.'] } },
      otherSite: { status: 404 },
    });
    expect(appended).toBe(0);
  });

  it('changes and deletes content', async () => {
    // Given a privacy page
    const item = await givenContent({ category: 'privacy', title: 'Privacy' });

    // When it is changed (with another category in the body)
    const changed = await api.call('PUT', `/custom_content/${item.id}`, {
      token: coordinator,
      body: { category: 'faqs', title: 'Privacy notice' },
    });

    // Then its title changed and its category did not
    expect(changed.status).toBe(200);
    const shown = await api.call('GET', `/custom_content/${item.id}?min_position=${changed.body.meta?.position}`, { token: participant });
    expect(shown.body.data).toMatchObject({ title: 'Privacy notice', category: 'privacy' });

    // When it is deleted, then it is gone
    const deleted = await api.call('DELETE', `/custom_content/${item.id}`, { token: coordinator });
    expect(
      await api.call('GET', `/custom_content/${item.id}?min_position=${deleted.body.meta?.position}`, { token: participant }),
    ).toMatchObject({ status: 404, body: { errors: ['Custom Content could not be found'] } });
  });
});

describe('required terms', () => {
  it('sends a person to the pages the site requires until they accept each', async () => {
    // Given a privacy page and an FAQ
    const page = await givenContent({ category: 'privacy', title: 'Privacy we keep' });
    const faq = await givenContent({ category: 'faqs', title: 'Not a policy' });
    const path = `/sites/${DEMO_SITE_ID}/required_terms`;

    // When the participant, or the coordinator with the FAQ, requires a page, then it is refused
    expect(await api.call('POST', path, { token: participant, body: { custom_content_id: page.id } })).toMatchObject({ status: 403 });
    expect(
      await api.call('POST', `${path}?min_position=${faq.position}`, { token: coordinator, body: { custom_content_id: faq.id } }),
    ).toMatchObject({ status: 422, body: { errors: ['Only privacy and terms content can be required.'] } });

    // When the coordinator requires the privacy page
    const required = await api.call('POST', path, { token: coordinator, body: { custom_content_id: page.id } });

    // Then the participant is sent to it
    expect(required.status).toBe(201);
    const me = await api.call('GET', `/users/me?min_position=${required.body.meta?.position}`, { token: participant });
    expect(me.body.data).toMatchObject({ required_term_ids: [page.id] });
    expect((await api.call('GET', path, { token: participant })).body.data).toEqual([
      { custom_content_id: page.id, category: 'privacy', title: 'Privacy we keep' },
    ]);

    // When they accept the FAQ, then it is refused; when they accept the page, then they need nothing more
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

    // When the site stops requiring it, then nobody is sent to it
    const stopped = await api.call('DELETE', `${path}/${page.id}`, { token: coordinator });
    expect(
      (await api.call('GET', `/users/me?min_position=${stopped.body.meta?.position}`, { token: coordinator })).body.data,
    ).toMatchObject({ required_term_ids: [] });
  });
});
