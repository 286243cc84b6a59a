import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserSuite } from './browser-suite.js';

/**
 * The screens sweep's checks (test/src/e2e/screens*.e2e.spec.ts, two files so two workers share
 * it). Every screen the site map offers each role, opened in the browser: none may call the API and
 * fail, log an error, show the 404 page, repeat an element id (a label would point at the wrong
 * element), have a label for no form control, or scroll sideways (participants at 600 px, the
 * spec's mobile layout), or break a WCAG 2.2 AA rule axe-core knows. Each screen is photographed at
 * 1280 px and at 400 px into SCREENSHOT_DIR (default: screenshots/screens at the repository's
 * root, ignored by git) for a person to look at.
 */

export const WIDE = 1280;
const NARROW = 400;
/** axe-core's source, evaluated in the page over the DevTools protocol: the app's CSP forbids inline scripts, as it should. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'screenshots', 'screens');

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

/** axe-core's WCAG 2.x A/AA rules, run in the page: one line per violation and element. */
const AXE_RUN = `axe
  .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  .then((result) => result.violations.flatMap((violation) =>
    violation.nodes.map((node) => 'axe ' + violation.id + ': ' + node.target.join(' ')),
  ))`;

const fileName = (role: string, width: number, path: string) =>
  `${role}-${width}-${path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;

/** The checks of one screen as it is now, at the page's current width. */
async function inspect(page: Page, role: string, width: number, path: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForLoadState('networkidle');
  const screen = await page.evaluate<ScreenCheck>(CHECK_SCREEN);
  if ((await page.evaluate<string>('typeof axe')) === 'undefined') await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<string[]>(AXE_RUN);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, fileName(role, width, path)), fullPage: true });
  return [
    ...(screen.heading === null || /not found/i.test(screen.heading) ? [`heading: ${screen.heading}`] : []),
    ...screen.duplicateIds.map((id) => `duplicate id ${id}`),
    ...screen.labelsWithoutControl.map((id) => `label for ${id} names no control`),
    ...(screen.scrollsSideways ? [`scrolls sideways at ${width} px`] : []),
    ...violations.map((violation) => `${violation} at ${width} px`),
  ];
}

/** Opens each of `paths` at 1280 px, then reloads it at 400 px, and lists what is wrong on each (empty: nothing). */
export async function checkScreens(
  suite: BrowserSuite,
  page: Page,
  role: string,
  paths: readonly string[],
  host?: string,
): Promise<Record<string, string[]>> {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    failures.length = 0;
    await page.setViewportSize({ width: WIDE, height: 900 });
    await page.goto(host ? suite.browser.on(host, path) : suite.browser.url(path));
    const wide = await inspect(page, role, WIDE, path);
    // A phone opens the page at its width (charts size themselves as they load).
    await page.setViewportSize({ width: NARROW, height: 900 });
    await page.reload();
    const narrow = await inspect(page, role, NARROW, path);
    report[path] = [...failures, ...wide, ...narrow];
  }
  return report;
}

/** Every site-map link (and `more` screens). */
export async function siteMapPaths(suite: BrowserSuite, page: Page, more: readonly string[] = []): Promise<string[]> {
  await page.goto(suite.browser.url('/site_map'));
  await page.getByRole('heading', { name: 'Site Map' }).waitFor();
  const linked = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(linked.length).toBeGreaterThan(5);
  return [...new Set([...linked, ...more])];
}

/** Spec 1 §2, §9: the person's high-contrast choice (the header's toggle, kept in the show-high-contrast cookie). */
export async function turnOnHighContrast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'High contrast' }).click();
  await page.locator('html[data-contrast="high"]').waitFor({ state: 'attached' });
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'show-high-contrast')?.value).toBe('true');
}

export const userMe = (page: Page) =>
  page.evaluate<{ data: { id: string; site_id: string } }>("fetch('/api/users/me').then((response) => response.json())");

export const clean = (report: Record<string, string[]>) => Object.fromEntries(Object.keys(report).map((path) => [path, []]));

/** A dialog `open` shows over the screen at `path`, checked like a screen at 1280 px and then at 400 px, still open. */
export async function checkDialog(
  suite: BrowserSuite,
  page: Page,
  role: string,
  path: string,
  name: string,
  open: (page: Page) => Promise<void>,
): Promise<string[]> {
  await page.setViewportSize({ width: WIDE, height: 900 });
  await page.goto(suite.browser.url(path));
  await open(page);
  const wide = await inspect(page, role, WIDE, `${path}#${name}`);
  const narrow = await inspect(page, role, NARROW, `${path}#${name}`);
  return [...wide, ...narrow];
}
