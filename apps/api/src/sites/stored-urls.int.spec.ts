import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

const now = new Date('2026-11-22T15:00:00Z');
let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApiHarness(now);
});

afterAll(async () => {
  await harness?.stop();
});

describe('stored URLs are http(s) only', () => {
  it('refuses a javascript: disabled_redirect_url with a 422 naming the field, and changes nothing', async () => {
    // Given a coordinator whose site sends visitors to an https page once disabled
    const coordinator = await harness.tokenOf('coordinator');
    const saved = await harness.call('PUT', `/sites/${DEMO_SITE_ID}`, {
      token: coordinator,
      body: { disabled_redirect_url: 'https://www.example.com/closed' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // When they store a javascript: address there (or another non-http one)
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '/relative']) {
      const { reply, appended } = await harness.when(() =>
        harness.call('PUT', `/sites/${DEMO_SITE_ID}`, { token: coordinator, body: { disabled_redirect_url: url } }),
      );

      // Then it is refused, naming the field, and nothing is appended
      expect(reply).toMatchObject({
        status: 422,
        body: { errors: ['disabled_redirect_url: must be a web address starting with http:// or https://'] },
      });
      expect(appended).toBe(0);
    }
    const site = await harness.call('GET', `/sites/${DEMO_SITE_ID}?min_position=${saved.body.meta?.position}`, { token: coordinator });
    expect(site.body.data).toMatchObject({ disabled_redirect_url: 'https://www.example.com/closed' });
  });
});
