import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/** Spec 2 "Site 404": what the web app learns about a host that is no site's. */

const now = new Date('2026-11-22T15:00:00Z');
const harnesses: ApiHarness[] = [];

afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.stop()));
});

// Given (beforeAll): an API without SITE_NOT_FOUND_URL, and one with it.
describe('SITE_NOT_FOUND_URL', () => {
  let plain: ApiHarness;
  let redirecting: ApiHarness;
  beforeAll(async () => {
    plain = await startApiHarness(now);
    redirecting = await startApiHarness(now, [], {}, { siteNotFoundUrl: 'https://www.wellway.example/find-your-site' });
    harnesses.push(plain, redirecting);
  });

  it('a host no site pattern matches has no current site (404 in the envelope)', async () => {
    // When the current site of an unknown host is asked for, then it is a 404 in the envelope
    expect(await plain.getWithHost('/sites/current', 'nosite.localhost:8080')).toEqual({
      status: 404,
      body: { errors: ['Site not found.'] },
    });
  });

  it('is told to the web app, signed out, on any host; null when unset', async () => {
    // When the web app asks where to send a person on an unknown host, then each API answers its setting
    expect(await redirecting.getWithHost('/sites/not_found', 'nosite.localhost')).toEqual({
      status: 200,
      body: { data: { redirect_url: 'https://www.wellway.example/find-your-site' }, meta: {} },
    });
    expect(await plain.getWithHost('/sites/not_found', 'nosite.localhost')).toEqual({
      status: 200,
      body: { data: { redirect_url: null }, meta: {} },
    });
  });

  it('is read from the environment as an absolute http(s) URL; anything else stops the boot with a clear message', () => {
    // Given an environment with a database, and each value of SITE_NOT_FOUND_URL in turn
    const env = { DATABASE_URL: 'postgres://x' };

    // Then an absolute http(s) URL is kept, an empty one is none, and anything else stops the boot
    expect(configFromEnv({ ...env, SITE_NOT_FOUND_URL: 'https://www.wellway.example/x' }).siteNotFoundUrl).toBe(
      'https://www.wellway.example/x',
    );
    expect(configFromEnv({ ...env, SITE_NOT_FOUND_URL: '' }).siteNotFoundUrl).toBeUndefined();
    expect(configFromEnv(env).siteNotFoundUrl).toBeUndefined();
    expect(() => configFromEnv({ ...env, SITE_NOT_FOUND_URL: 'www.wellway.example' })).toThrow(
      'SITE_NOT_FOUND_URL must be an absolute http(s) URL, got "www.wellway.example"',
    );
    expect(() => configFromEnv({ ...env, SITE_NOT_FOUND_URL: 'javascript:alert(1)' })).toThrow(
      'SITE_NOT_FOUND_URL must be an absolute http(s) URL',
    );
  });
});
