import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { DEMO_PASSWORD } from '../../../ops/src/demo-seed.js';
import { OTHER_SITE_ID, otherEmail, seedOtherSite } from '../support/second-site.js';
import { turnOnDemoWall } from '../support/wall.js';

/**
 * Every screen the site map offers each role, opened in the browser: none may call the API and
 * fail, log an error, show the 404 page, repeat an element id (a label would point at the wrong
 * element), have a label for no form control, or scroll sideways (participants at 600 px, the
 * spec's mobile layout), or break a WCAG 2.2 AA rule axe-core knows. Each screen is photographed at
 * 1280 px and at 400 px into SCREENSHOT_DIR (default: screenshots/screens at the repository's
 * root, ignored by git) for a person to look at.
 */

const WIDE = 1280;
const NARROW = 400;
/** axe-core's source, evaluated in the page over the DevTools protocol: the app's CSP forbids inline scripts, as it should. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'screenshots', 'screens');

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
async function checkScreens(page: Page, role: string, paths: readonly string[], host?: string): Promise<Record<string, string[]>> {
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
async function siteMapPaths(page: Page, more: readonly string[] = []): Promise<string[]> {
  await page.goto(suite.browser.url('/site_map'));
  await page.getByRole('heading', { name: 'Site Map' }).waitFor();
  const linked = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(linked.length).toBeGreaterThan(5);
  return [...new Set([...linked, ...more])];
}

/** Spec 1 §2, §9: the person's high-contrast choice (the header's toggle, kept in the show-high-contrast cookie). */
async function turnOnHighContrast(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'High contrast' }).click();
  await page.locator('html[data-contrast="high"]').waitFor({ state: 'attached' });
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'show-high-contrast')?.value).toBe('true');
}

const userMe = (page: Page) =>
  page.evaluate<{ data: { id: string; site_id: string } }>("fetch('/api/users/me').then((response) => response.json())");

const clean = (report: Record<string, string[]>) => Object.fromEntries(Object.keys(report).map((path) => [path, []]));

/** A dialog `open` shows over the screen at `path`, checked like a screen at 1280 px and then at 400 px, still open. */
async function checkDialog(page: Page, role: string, path: string, name: string, open: (page: Page) => Promise<void>): Promise<string[]> {
  await page.setViewportSize({ width: WIDE, height: 900 });
  await page.goto(suite.browser.url(path));
  await open(page);
  const wide = await inspect(page, role, WIDE, `${path}#${name}`);
  const narrow = await inspect(page, role, NARROW, `${path}#${name}`);
  return [...wide, ...narrow];
}

describe('every screen of the site map (browser)', () => {
  it.each(['participant', 'coordinator', 'master'])(
    'opens cleanly for the %s at 1280 and 400 px',
    async (role) => {
      const page = await suite.browser.signedInPage(`${role}@demo.wellway.test`, { width: WIDE });
      const me = await userMe(page);
      // Screens reached from lists rather than from the site map.
      const more =
        role === 'master'
          ? [
              `/site/${me.data.site_id}/edit`,
              '/theme-edit',
              `/${me.data.id}/settings`,
              `/site/${me.data.site_id}/programs`,
              '/messages',
              `/site/${me.data.site_id}/badges/new`, // the badge editor's icon upload
              '/goals/new', // the goal editor's image upload
            ]
          : ['/messages']; // Messages: the header's user menu (spec 1 §2 usermenu), not the site map.
      const report = await checkScreens(page, role, await siteMapPaths(page, more));
      expect(report).toEqual(clean(report));
    },
    360_000,
  );

  it("opens the erasure dialogs cleanly at 1280 and 400 px: Delete my account, and the users list's Remove user", async () => {
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    const deleteAccount = await checkDialog(participant, 'participant', '/settings/personal', 'delete-account', async (page) => {
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog', { name: 'Delete my account?' }).waitFor();
    });
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(master)).data;
    const removeUser = await checkDialog(master, 'master', `/site/${siteId}/users`, 'remove-user', async (page) => {
      await page.getByRole('button', { name: 'Delete Casey Morgan' }).click();
      await page.getByRole('alertdialog', { name: 'Remove user' }).waitFor();
    });
    expect({ deleteAccount, removeUser }).toEqual({ deleteAccount: [], removeUser: [] });
  }, 120_000);

  it('opens the wall-gated screens cleanly at 1280 and 400 px: Following (with a breadcrumb) and Guidelines', async () => {
    // The demo site has the wall off: a master turns it on and publishes a guideline.
    await turnOnDemoWall(suite.system.baseUrl);
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const guideline = await master.request.post(suite.browser.url('/api/custom_content'), {
      data: { category: 'wall', title: 'Be kind', content_html: '<p>Posts are seen by everyone on the site.</p>' },
    });
    expect(guideline.status()).toBe(201);
    // Pat follows Casey, so the list and its breadcrumb have someone to show.
    const caseyId = (await userMe(await suite.browser.signedInPage('coordinator@demo.wellway.test'))).data.id;
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    // 403 until the wall flag reaches the read model; 200 if the seed had Pat follow Casey already.
    const follow = async () =>
      (await participant.request.post(suite.browser.url('/api/follows'), { data: { followee_id: caseyId } })).status();
    await expect.poll(async () => [200, 201].includes(await follow())).toBe(true);
    const report = await checkScreens(participant, 'participant-wall', [
      '/following',
      '/following/following',
      `/following/${caseyId}`,
      '/guidelines',
    ]);
    expect(report).toEqual(clean(report));
  }, 120_000);

  it('opens the participant home and administration screens cleanly in high contrast, at 1280 and 400 px', async () => {
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    await turnOnHighContrast(participant);
    const year = (
      await participant.evaluate<{ data: { current_date: string } }>("fetch('/api/sites/current').then((response) => response.json())")
    ).data.current_date.slice(0, 4);
    const participantReport = await checkScreens(participant, 'participant-contrast', ['/home', `/log/${year}`]);
    expect(participantReport).toEqual(clean(participantReport));
    expect(await participant.locator('html').getAttribute('data-contrast')).toBe('high');

    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    await turnOnHighContrast(master);
    const { site_id: siteId } = (await userMe(master)).data;
    const masterReport = await checkScreens(master, 'master-contrast', [
      '/sites',
      `/site/${siteId}/edit`,
      `/site/${siteId}/users`,
      '/erasures',
    ]);
    expect(masterReport).toEqual(clean(masterReport));
    expect(await master.locator('html').getAttribute('data-contrast')).toBe('high');
  }, 240_000);
  it('opens the wall screens cleanly at 1280 and 400 px once the site turns the wall on (issue 15)', async () => {
    await turnOnDemoWall(suite.system.baseUrl);
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    const posted = await participant.evaluate<{ data: { id: string } }>(
      "fetch('/api/posts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'Screens sweep: a post with a link https://example.com' }) }).then((response) => response.json())",
    );
    const participantReport = await checkScreens(participant, 'participant-wall', [
      '/wall/all',
      '/wall/my',
      '/wall/friends',
      '/wall/following',
      '/wall/tagged',
      `/wall/post/${posted.data.id}`,
    ]);
    // Jamie reports it, so Flagged Posts has a row to show.
    const jamie = await suite.browser.signedInPage('jamie@demo.wellway.test', { width: WIDE });
    const jamieId = (await userMe(jamie)).data.id;
    const reported = await jamie.request.put(suite.browser.url(`/api/posts/${posted.data.id}`), {
      data: { is_flagged: true, flagged_by: jamieId },
    });
    expect(reported.status()).toBe(200);
    const coordinator = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: WIDE });
    const flagged = async () =>
      ((await (await coordinator.request.get(suite.browser.url('/api/posts?filter=flagged&page_size=0'))).json()) as { data: unknown[] })
        .data.length;
    await expect.poll(flagged).toBeGreaterThan(0);
    const coordinatorReport = await checkScreens(coordinator, 'coordinator-wall', ['/dashboard/flagged_posts']);
    expect({ ...participantReport, ...coordinatorReport }).toEqual(clean({ ...participantReport, ...coordinatorReport }));
  }, 240_000);

  it('opens the wall expert screens cleanly at 1280 and 400 px: My Posts and a site wall (spec 2 §2)', async () => {
    // The demo seed has no wall expert: a second site with its wall on brings one.
    await seedOtherSite(suite.system.databaseUrl, new Date(), ['poster'], { is_wall_enabled: true });
    const signIn = async () =>
      (
        await fetch(`${suite.system.baseUrl}/api/users/authenticate?site_id=${OTHER_SITE_ID}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: otherEmail('poster'), password: DEMO_PASSWORD }),
        })
      ).status;
    await expect.poll(signIn).toBe(200);
    const poster = await suite.browser.signedInPage(otherEmail('poster'), { width: WIDE, host: 'other.localhost' });
    const report = await checkScreens(poster, 'poster', ['/wallexpert/posts', `/wallexpert/walls/${OTHER_SITE_ID}`], 'other.localhost');
    expect(report).toEqual(clean(report));
  }, 120_000);

  it("opens the badges list's Award dialog cleanly at 1280 and 400 px", async () => {
    const coordinator = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(coordinator)).data;
    const badges = `/site/${siteId}/badges`;
    const awardBadge = await checkDialog(coordinator, 'coordinator', badges, 'award-badge', async (page) => {
      await page.getByRole('button', { name: 'Award Star Colleague' }).click();
      await page.getByRole('dialog', { name: 'Award Star Colleague' }).getByRole('checkbox').first().waitFor();
    });
    expect(awardBadge).toEqual([]);
  }, 120_000);
});
