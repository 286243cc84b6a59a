import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';

/**
 * Goals through the browser: the coordinator edits a default goal on the demo site (its own copy);
 * a participant chooses it, creates a goal of their own (a description is required), completes
 * the chosen one, shares it by e-mail (a real SMTP server receives it) and finds it in the history.
 */
const PASSWORD = 'Wellway-demo-1!';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const suite = browserSuite(() => ({ SMTP_URL: mailbox.url }));
const url = (path: string) => suite.browser.url(path);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_RUN = `axe
  .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  .then((result) => result.violations.flatMap((violation) => violation.nodes.map((node) => violation.id + ': ' + node.target.join(' '))))`;

/**
 * Each screen at 1280 and 400 px: no axe violation, nothing in <main> wider than the window
 * (the header is the shell's, checked by the screens sweep).
 */
async function checkScreens(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    const problems: string[] = [];
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(path));
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      if ((await page.evaluate<string>('typeof axe')) === 'undefined') await page.evaluate(AXE_SOURCE);
      problems.push(...(await page.evaluate<string[]>(AXE_RUN)).map((line) => `${line} at ${width}`));
      if (
        await page.evaluate<boolean>(
          'document.querySelector("main").scrollWidth > Math.min(window.innerWidth, document.querySelector("main").clientWidth + 1)',
        )
      )
        problems.push(`scrolls sideways at ${width}`);
      await screenshot(page, `goals-${width}-${path.replace(/[^a-z]+/g, '_')}`);
    }
    report[path] = problems;
  }
  return report;
}

/** Waits for the earned-badge popup naming `badge` and closes it. */
async function closeBadgePopup(page: Page, badge: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
  await popup.getByText(badge).first().waitFor({ timeout: UI_TIMEOUT_MS });
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'detached' });
}

/** The demo site has goals off: the master turns them on. */
async function turnGoalsOn(page: Page): Promise<void> {
  const site = (await (await page.request.get(url('/api/sites/current'))).json()) as { data: { id: string } };
  const current = (await (await page.request.get(url(`/api/sites/${site.data.id}`))).json()) as {
    data: { flags: Record<string, boolean> };
  };
  const saved = await page.request.put(url(`/api/sites/${site.data.id}`), {
    data: { flags: { ...current.data.flags, is_goal_enabled: true } },
  });
  expect(saved.status()).toBe(200);
}

describe('goals (browser + SMTP)', () => {
  it('an administrator edits a default goal; a participant chooses, creates, completes, shares and sees history', async () => {
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { password: PASSWORD });
    await turnGoalsOn(master);
    await master.context().close();

    // The coordinator edits the default "Walk at lunch": the demo site's own copy
    const admin = await suite.browser.signedInPage('coordinator@demo.wellway.test', { password: PASSWORD });
    await admin.goto(url('/goals'));
    await admin.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
    const walkRow = admin.getByRole('row').filter({ hasText: 'Walk at lunch' });
    expect(await walkRow.getByRole('cell').nth(3).textContent()).toBe('Default');
    await walkRow.getByRole('link', { name: 'Edit Walk at lunch' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Edit goal' }).waitFor();
    await admin.getByText("saving it here makes this site's own copy").waitFor();
    await admin.getByLabel('Title').fill('Walk at lunch with a colleague');
    await screenshot(admin, 'goals-admin-edit');
    await admin.getByRole('button', { name: 'Save goal' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
    const copyRow = admin.getByRole('row').filter({ hasText: 'Walk at lunch with a colleague' });
    await copyRow.getByRole('cell', { name: 'Edited', exact: true }).waitFor();
    await copyRow.getByRole('button', { name: 'Reset Goal' }).waitFor();
    await screenshot(admin, 'goals-admin-list');
    const adminScreens = await checkScreens(admin, ['/goals', '/goals/new']);
    expect(adminScreens).toEqual({ '/goals': [], '/goals/new': [] });
    await admin.context().close();

    // The participant chooses the edited goal from Content › Goals
    const page = await suite.browser.signedInPage('participant@demo.wellway.test', { password: PASSWORD });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Content', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Goals' }).waitFor();
    await page.getByText('No active goals yet').waitFor();
    await page.getByRole('link', { name: 'Choose a goal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a goal' }).waitFor();
    expect(await page.getByRole('article', { name: 'Walk at lunch', exact: true }).count()).toBe(0);
    await screenshot(page, 'goals-choose');
    await page.getByRole('article', { name: 'Walk at lunch with a colleague' }).getByRole('button', { name: 'Choose this goal' }).click();
    await page.getByRole('list', { name: 'Active goals' }).getByRole('article', { name: 'Walk at lunch with a colleague' }).waitFor();
    // The demo site has badges and goals on: a first goal earns Goal Setter, which pops up (spec 2 §2).
    await closeBadgePopup(page, 'Goal Setter');

    // A goal of their own needs a description
    await page.getByRole('link', { name: 'Create your own' }).click();
    await page.getByLabel('Title').fill('Sleep eight hours');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByText('Please include a description.').waitFor();
    await page.getByLabel('Description').fill('Lights out by 10:30 on weeknights.');
    await page.getByRole('button', { name: 'Save goal' }).click();
    await page.getByRole('list', { name: 'Active goals' }).getByRole('article', { name: 'Sleep eight hours' }).waitFor();
    await screenshot(page, 'goals-active');

    // Complete the chosen goal: the share popup opens
    await page.getByRole('article', { name: 'Walk at lunch with a colleague' }).getByRole('button', { name: 'Complete' }).click();
    // A first completed goal earns Goal Getter.
    await closeBadgePopup(page, 'Goal Getter');
    const share = page.getByRole('dialog', { name: 'Goal completed!' });
    await share.waitFor();
    await share.getByRole('button', { name: 'Send' }).click();
    await share.getByText('Must include at least 1 email address.').waitFor();
    expect(await share.getByLabel('Email addresses').getAttribute('aria-invalid')).toBe('true');
    await share.getByLabel('Email addresses').fill('sam@example.com; lee@example.com');
    await share.getByLabel('Message (optional)').fill('Join me next month!');
    await share.getByRole('button', { name: 'Send' }).click();
    await share.getByText('Sent Successfully').waitFor();
    await screenshot(page, 'goals-share-sent');
    // A first shared goal earns Inspiration.
    await closeBadgePopup(page, 'Inspiration');
    await share.getByRole('button', { name: 'Done' }).click();
    const mail = await mailbox.next((received) => received.text.includes('Walk at lunch with a colleague'));
    expect([...mail.to].sort()).toEqual(['lee@example.com', 'sam@example.com']);
    expect(mail.text).toContain('Join me next month!');

    // History: grouped by month and year
    await page.getByRole('navigation', { name: 'Goals' }).getByRole('link', { name: 'History' }).click();
    const monthYear = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await page.getByRole('region', { name: monthYear }).getByRole('article', { name: 'Walk at lunch with a colleague' }).waitFor();
    await screenshot(page, 'goals-history');

    const screens = ['/goals/active', '/goals/active/choose', '/goals/active/create', '/goals/history'];
    expect(await checkScreens(page, screens)).toEqual(Object.fromEntries(screens.map((path) => [path, []])));

    // The congratulation arrives as a notification linking to the history
    const notices = (await (await page.request.get(url('/api/notifications?page_size=0'))).json()) as { data: { message: string }[] };
    expect(JSON.stringify(notices.data)).toContain('Congratulations on completing your goal!');
  });
});
