import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * A peer challenge between two people, through the browser: the coordinator adds a challenge to
 * the site's catalogue (admin screen), the participant challenges the coordinator (select
 * challenge, then select friend), the coordinator accepts and completes their side (pending
 * popup), the participant completes theirs (completed popup), and it moves to both histories.
 */

const PASSWORD = 'Wellway-demo-1!';
const PARTICIPANT = 'participant@demo.wellway.test';
const COORDINATOR = 'coordinator@demo.wellway.test';
const MASTER = 'master@demo.wellway.test';
const NAME = 'Take the stairs all day';

const suite = browserSuite();
let pool: pg.Pool;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: suite.system.databaseUrl, max: 1 });
  // The demo site has challenges off: a master switches them on (the site read, changed, saved).
  const master = await suite.browser.signedInPage(MASTER, { password: PASSWORD });
  const site = await (await master.request.get(suite.browser.url('/api/sites/current'))).json();
  const { id, flags } = site.data as { id: string; flags: Record<string, boolean> };
  const saved = await master.request.put(suite.browser.url(`/api/sites/${id}`), {
    data: { ...site.data, flags: { ...flags, is_challenges_enabled: true } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // TODO(friends): befriend through the friends screens once that capability is merged; until
  // then the friendship is written straight into its read model.
  await pool.query(
    `insert into friendships (id, site_id, sender_id, friendee_id, status, created_at, updated_at, position)
     select 'e2e-friendship', p.site_id, p.id, c.id, 'A', now(), now(), 0
     from users p, users c where p.email = $1 and c.email = $2`,
    [PARTICIPANT, COORDINATOR],
  );
});
afterAll(async () => {
  await pool?.end();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** axe-core (WCAG 2.x A/AA) and, for participants, no sideways scroll, at 1280 and 400 px (as the screens sweep checks). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_RUN = `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  .then((result) => result.violations.flatMap((v) => v.nodes.map((node) => v.id + ': ' + node.target.join(' '))))`;
async function expectAccessible(page: Page, path: string, { scroll = true } = {}): Promise<void> {
  await page.goto(suite.browser.url(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    if ((await page.evaluate<string>('typeof axe')) === 'undefined') await page.evaluate(AXE_SOURCE);
    expect(await page.evaluate<string[]>(AXE_RUN), `${path} at ${width} px`).toEqual([]);
    if (scroll)
      expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth'), `${path} at ${width} px`).toBe(
        false,
      );
    await screenshot(page, `challenges-${width}-${path.replace(/[^a-z]+/g, '_')}`);
  }
}

describe('challenges (browser)', () => {
  it('two people: catalogue, send, accept, complete both sides', async () => {
    // The coordinator adds a challenge for this month in the admin screen.
    const coordinator = await suite.browser.signedInPage(COORDINATOR, { password: PASSWORD });
    await coordinator.goto(suite.browser.url('/challenges'));
    await coordinator.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor();
    const form = coordinator.getByRole('form', { name: 'New challenge' });
    await form.getByLabel('Name').fill(NAME);
    await form.getByRole('button', { name: 'Add challenge' }).click();
    await coordinator.getByRole('status').getByText(`${NAME} added.`).waitFor();
    await coordinator.getByRole('cell', { name: NAME, exact: true }).waitFor();
    await screenshot(coordinator, 'challenges-admin');

    // The participant chooses it, then the friend, and sends it.
    const participant = await suite.browser.signedInPage(PARTICIPANT, { password: PASSWORD });
    await participant.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Content', exact: true }).click();
    await participant.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Challenges' }).click();
    await participant.getByRole('heading', { level: 2, name: 'My Challenges' }).waitFor();
    await participant.getByRole('link', { name: 'New challenge' }).click();
    await participant.getByRole('heading', { level: 1, name: 'Choose a challenge' }).waitFor();
    await participant
      .getByRole('listitem')
      .filter({ hasText: NAME })
      .getByRole('button', { name: /Choose/ })
      .click();
    await participant.getByLabel('Search by first or last name').fill('MORG');
    await participant
      .getByRole('listitem')
      .filter({ hasText: 'Casey Morgan' })
      .getByRole('button', { name: /Challenge/ })
      .click();
    await participant.waitForURL(/\/challenges\/active\?challenge_id=/);
    await participant.getByText('You challenged Casey Morgan').waitFor();
    await participant.getByText('Waiting for an answer').waitFor();
    await screenshot(participant, 'challenges-active-sent');

    // The coordinator opens it from the notification's link, accepts and completes their side.
    const link = new URL(participant.url());
    await coordinator.goto(suite.browser.url(`${link.pathname}${link.search}`));
    await coordinator.getByText('Pat Rivera challenged you').waitFor();
    await coordinator.getByRole('button', { name: /^Accept/ }).click();
    await coordinator.getByRole('button', { name: /^Complete/ }).click();
    await dialog(coordinator, 'Nice work!').getByText(`You completed ${NAME}. Now it is up to Pat Rivera.`).waitFor();
    await dialog(coordinator, 'Nice work!').getByRole('button', { name: 'OK' }).click();
    await coordinator.getByText('You have no active challenges.').waitFor();

    // The participant sees it accepted (live) and completes theirs: both done.
    await participant.getByRole('button', { name: /^Complete/ }).click();
    await dialog(participant, 'Challenge completed!').getByText(`You and Casey Morgan both completed ${NAME}.`).waitFor();
    await screenshot(participant, 'challenges-completed-popup');
    await dialog(participant, 'Challenge completed!').getByRole('button', { name: 'OK' }).click();
    await participant.getByRole('link', { name: 'History' }).click();
    // Exact: a live notice ("Casey Morgan accepted your challenge: Take the st…") may be showing too.
    await participant.getByText(NAME, { exact: true }).waitFor();
    await participant.getByText('Completed', { exact: true }).waitFor();

    // A link to a challenge that does not exist says so.
    await participant.goto(suite.browser.url('/challenges/active?challenge_id=00000000-0000-4000-8000-000000000000'));
    await participant.getByRole('alertdialog', { name: 'Oops!' }).getByText('This challenge no longer exists.').waitFor();

    for (const path of ['/challenges/active', '/challenges/history', '/challenges/active/select_challenge']) {
      await expectAccessible(participant, path);
    }
    // The administration shell's menu is wider than a phone (the screens sweep checks participants only).
    await expectAccessible(coordinator, '/challenges', { scroll: false });
  });
});
