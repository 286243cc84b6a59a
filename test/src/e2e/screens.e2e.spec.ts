import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Every screen the site map offers each role, opened in the browser: none may call the API and
 * fail, log an error, show the 404 page, repeat an element id (a label would point at the wrong
 * element), have a label for no form control, or scroll sideways (participants at 600 px, the
 * spec's mobile layout).
 */

const suite = browserSuite();

interface ScreenCheck {
  readonly heading: string | null;
  readonly duplicateIds: string[];
  readonly labelsWithoutControl: string[];
  readonly scrollsSideways: boolean;
}

/** Runs in the page; a string, because the test's TypeScript has no DOM types. */
const CHECK_SCREEN = `(() => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const controls = ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'METER', 'OUTPUT', 'PROGRESS'];
  return {
    heading: document.querySelector('h1')?.textContent ?? null,
    duplicateIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
    labelsWithoutControl: [...document.querySelectorAll('label[for]')]
      .map((label) => label.getAttribute('for'))
      .filter((id) => !controls.includes(document.getElementById(id)?.tagName ?? '')),
    scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
  };
})()`;

/** Opens each site-map link (and `more` screens) and lists what is wrong on each (empty: nothing). */
async function checkEveryScreen(page: Page, more: readonly string[] = []): Promise<Record<string, string[]>> {
  const failures: string[] = [];
  page.on('response', (response) => {
    // Before sign-in /users/me answers 401 by design.
    if (response.url().includes('/api/') && response.status() >= 400 && !response.url().endsWith('/api/users/me'))
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  await page.goto(suite.browser.url('/site_map'));
  await page.getByRole('heading', { name: 'Site Map' }).waitFor();
  const linked = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(linked.length).toBeGreaterThan(5);
  const paths = [...new Set([...linked, ...more])];
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    failures.length = 0;
    await page.goto(suite.browser.url(path));
    await page.waitForLoadState('networkidle');
    const screen = await page.evaluate<ScreenCheck>(CHECK_SCREEN);
    const problems = [
      ...failures,
      ...(screen.heading === null || /not found/i.test(screen.heading) ? [`heading: ${screen.heading}`] : []),
      ...screen.duplicateIds.map((id) => `duplicate id ${id}`),
      ...screen.labelsWithoutControl.map((id) => `label for ${id} names no control`),
      ...(screen.scrollsSideways ? ['scrolls sideways'] : []),
    ];
    report[path] = problems;
  }
  return report;
}

const clean = (report: Record<string, string[]>) => Object.fromEntries(Object.keys(report).map((path) => [path, []]));

describe('every screen of the site map (browser)', () => {
  it.each([
    ['participant', 600],
    ['coordinator', 1280],
    ['master', 1280],
  ])('opens cleanly for the %s at %i px', async (role, width) => {
    const page = await suite.browser.signedInPage(`${role}@demo.wellway.test`, { width });
    const me = await page.evaluate<{ data: { id: string; site_id: string } }>("fetch('/api/users/me').then((response) => response.json())");
    // Screens reached from lists rather than from the site map.
    const more =
      role === 'master'
        ? [`/site/${me.data.site_id}/edit`, '/theme-edit', `/${me.data.id}/settings`, `/site/${me.data.site_id}/programs`]
        : [];
    const report = await checkEveryScreen(page, more);
    expect(report).toEqual(clean(report));
  });
});
