import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { screenshot } from '../support/browser.js';

/**
 * Badges through the browser: the demo coordinator edits a default badge on the demo site (which
 * makes the site's copy, marked Edited), is told what is wrong with a bad save, then resets it to
 * the default; a participant opens the gallery at `?badge_id` and sees that badge's popup.
 */

const PASSWORD = 'Wellway-demo-1!';
const suite = browserSuite();
let page: Page;

const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: false }) });

describe('badges (browser)', () => {
  it('a coordinator edits a default badge on the site, then resets it', async () => {
    page = await suite.browser.signedInPage('coordinator@demo.wellway.test', { password: PASSWORD });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Site', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Badges' }).click();
    await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();
    await rowOf('Goal Setter').getByText('Default').waitFor();

    await page.getByRole('link', { name: 'Edit Goal Setter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Goal Setter' }).waitFor();
    await page.getByText('saving it makes this site’s own copy').waitFor();
    // A bad save says why.
    await page.getByLabel('Name').fill(' ');
    await page.getByRole('button', { name: 'Save Badge' }).click();
    await page.getByRole('alert').getByText('Could not save Badge').waitFor();
    await page.getByRole('alert').getByText('A badge needs a name.').waitFor();
    await screenshot(page, 'badge-edit-refused');

    await page.getByLabel('Name').fill('Goal Starter');
    await page.getByRole('button', { name: 'Save Badge' }).click();
    await page.getByRole('heading', { level: 1, name: 'Badges' }).waitFor();
    await rowOf('Goal Starter').getByText('Edited').waitFor();
    await screenshot(page, 'badges-admin-edited');
    expect(await rowOf('Goal Setter').count()).toBe(0);

    await rowOf('Goal Starter').getByRole('button', { name: 'Reset Badge' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Badge' });
    await dialog.getByText('the default badge shows again').waitFor();
    await dialog.getByRole('button', { name: 'Reset Badge' }).click();
    await rowOf('Goal Setter').getByText('Default').waitFor();
    expect(await rowOf('Goal Starter').count()).toBe(0);

    // A badge dragged by keyboard (its handle: Space, arrow, Space) takes the place below.
    const names = () => page.locator('table[aria-label="Badges"] tbody tr td:nth-child(2)').allTextContents();
    const [first, second] = await names();
    await page.getByRole('button', { name: `Drag ${first ?? ''} to a new place` }).focus();
    // Each key waits for what the screen reader hears (the sensor listens for arrows once it has picked up).
    await page.keyboard.press('Space');
    await page.getByText(`${first ?? ''} is over place 1`).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page.getByText(`${first ?? ''} is over place 2`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);

    // A custom badge is awarded by hand: chosen participants, confirmed, then the result.
    await rowOf('Star Colleague').getByRole('button', { name: 'Award' }).click();
    const award = page.getByRole('dialog', { name: 'Award Star Colleague' });
    await award.getByLabel('Search participants').fill('jamie');
    await award.getByRole('checkbox', { name: /Jamie Chen/ }).check();
    await award.getByRole('button', { name: 'Award Badge' }).click();
    await award.getByText('Award “Star Colleague” to 1 participant?').waitFor();
    await award.getByRole('button', { name: 'Award', exact: true }).click();
    await award.getByRole('status').getByText('Star Colleague awarded to 1 participant.').waitFor();
    await screenshot(page, 'badges-award-done');
    await award.getByRole('button', { name: 'Done' }).click();
  });

  it('a participant opens the gallery at ?badge_id and sees its popup', async () => {
    page = await suite.browser.signedInPage('participant@demo.wellway.test', { password: PASSWORD });
    const response = await page.request.get(suite.browser.url('/api/badges?page_size=0'));
    const badges = ((await response.json()) as { data: { id: string; name: string }[] }).data;
    const star = badges.find((badge) => badge.name === 'Star Colleague');
    expect(star).toBeDefined();
    await page.goto(suite.browser.url('/badges'));
    await page.waitForURL(/\/badges\/\d{4}$/);
    await page.goto(`${page.url()}?badge_id=${star?.id ?? ''}`);
    const popup = page.getByRole('dialog', { name: 'Star Colleague' });
    await popup.getByText('Not earned yet').waitFor();
    await screenshot(page, 'badge-gallery-popup');
    await page.getByRole('heading', { level: 2, name: 'Special' }).waitFor();
    // The demo site's features show their groups (goals are on); those off hide theirs (the wall).
    await page.getByRole('heading', { level: 2, name: 'Goals' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Wall' }).count()).toBe(0);
    await popup.getByRole('button', { name: 'Close' }).click();
  });
});
