import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TestBrowser } from '@wellway/test-support';
import { startApiHarness, type ApiHarness } from '../testing/api-harness.spec.js';

/**
 * /api/docs renders the OpenAPI document in a real browser with nothing fetched from outside the API (no CDN).
 * Swagger UI (5.35+) virtualizes the operation list once it has 150 rows (tags plus operations): only
 * the rows near the viewport are in the DOM, so the spec scrolls through the page and collects them.
 */

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
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        for (const id of await renderedOperations(page)) seen.add(id);
        return seen.size;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(operations);
  expect(await page.locator('.info .title').first().textContent()).toContain('Wellway API');
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

/** The ids of the operations in the DOM now; then a scroll on by half a screen (back to the top at the end). */
async function renderedOperations(page: Page): Promise<string[]> {
  const ids = await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id));
  // A string: this project compiles without the DOM's types.
  await page.evaluate('scrollY + innerHeight >= document.documentElement.scrollHeight - 1 ? scrollTo(0, 0) : scrollBy(0, innerHeight / 2)');
  return ids;
}
