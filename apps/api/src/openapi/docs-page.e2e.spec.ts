import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestBrowser } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/** /api/docs renders the OpenAPI document in a real browser with nothing fetched from outside the API (no CDN). */

let harness: ApiHarness;
let browser: TestBrowser;

beforeAll(async () => {
  harness = await startApiHarness(new Date('2026-11-22T15:00:00Z'));
  browser = await TestBrowser.launch(harness.base);
});

afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

it('lists every operation of /api/openapi.json, offline', async () => {
  const operations = Object.values(
    ((await harness.call('GET', '/openapi.json')).body as unknown as { paths: Record<string, object> }).paths,
  ).reduce((count, methods) => count + Object.keys(methods).length, 0);
  const page = await browser.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(harness.base)) outside.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  await page.goto(`${harness.base}/api/docs`);
  await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBe(operations);
  expect(await page.locator('.info .title').first().textContent()).toContain('Wellway API');
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
