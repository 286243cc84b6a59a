import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { turnOnDemoWall } from '../support/wall.js';

/**
 * The wall through the browser, two people in two contexts: Pat posts (tagging Jamie) and
 * comments; Jamie, with the wall open, sees the post arrive live behind the "new posts" bar and
 * the comment arrive in the thread, without reloading; user text stays text. Jamie reports it;
 * the coordinator restores it from the flagged posts tab, with a reason.
 */

const PASSWORD = 'Wellway-demo-1!';
const suite = browserSuite();
const signedInAs = (key: string) => suite.browser.signedInPage(`${key}@demo.wellway.test`, { password: PASSWORD });
const postBy = (page: Page, name: string) => page.getByRole('article', { name: `Post by ${name}` }).first();
const HOSTILE = '<img src=x onerror=alert(1)> javascript:alert(2) https://example.com/walk';

/** Jamie's seeded goal earned a badge: its popup shows over the first screen; close every one. */
async function closeBadgePopups(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
  await popup.waitFor({ timeout: 45_000 });
  while ((await popup.count()) > 0) {
    const text = await popup.innerText();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await popup.count()) === 0 || (await popup.innerText()) !== text).toBe(true);
  }
}

beforeAll(async () => {
  await turnOnDemoWall(suite.system.baseUrl);
});

describe('wall (browser)', () => {
  it('one posts, tags and comments; the other sees it live, reports it; a coordinator restores it', async () => {
    const [pat, jamie] = [await signedInAs('participant'), await signedInAs('jamie')];
    await jamie.goto(suite.browser.url('/wall/all'));
    await jamie.getByRole('heading', { level: 1, name: 'Wall' }).waitFor();
    await pat.goto(suite.browser.url('/wall/all'));
    await closeBadgePopups(jamie);

    // Pat posts with Jamie tagged
    await pat.getByRole('textbox', { name: 'Add your message' }).fill(HOSTILE);
    await pat.getByRole('button', { name: /^Tag friends/ }).click();
    await pat.getByRole('checkbox', { name: 'Jamie Chen' }).check();
    await pat.getByRole('button', { name: 'Post', exact: true }).click();
    const patsPost = postBy(pat, 'Pat Rivera');
    await patsPost.getByText('with Jamie Chen').waitFor({ timeout: UI_TIMEOUT_MS });

    // Jamie sees the "new posts" bar without reloading, and merges it in: text as text, the link a link
    await jamie.getByRole('button', { name: /1 new post/ }).click({ timeout: UI_TIMEOUT_MS });
    const jamiesView = postBy(jamie, 'Pat Rivera');
    expect(await jamiesView.locator('.post__text').innerText()).toBe(HOSTILE);
    expect(await jamiesView.locator('.post__text img').count()).toBe(0);
    expect(await jamiesView.getByRole('link', { name: 'https://example.com/walk' }).getAttribute('href')).toBe('https://example.com/walk');

    // Pat comments; it arrives in Jamie's open thread
    await patsPost.getByRole('textbox', { name: 'Write a comment' }).fill('Who is in for a walk?');
    await patsPost.getByRole('button', { name: 'Comment' }).click();
    await jamiesView
      .getByRole('article', { name: 'Comment by Pat Rivera' })
      .getByText('Who is in for a walk?')
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(jamie, 'wall-live');

    // Jamie reports it: flagged, the name hidden until revealed
    await jamiesView.getByRole('button', { name: /^Actions for the post/ }).click();
    await jamie.getByRole('button', { name: 'Report' }).click();
    await jamie.getByRole('alertdialog', { name: 'Report post' }).getByRole('button', { name: 'Report' }).click();
    await postBy(jamie, 'Flagged User').getByText('This post was reported.').waitFor({ timeout: UI_TIMEOUT_MS });

    // The coordinator restores it with a reason; Jamie sees it as before
    const casey = await signedInAs('coordinator');
    await casey.goto(suite.browser.url('/dashboard/flagged_posts'));
    await casey.getByRole('heading', { level: 1, name: 'Flagged Posts' }).waitFor();
    await screenshot(casey, 'wall-flagged');
    await casey.getByRole('button', { name: 'Restore' }).first().click();
    await casey.getByLabel(/Reason/).fill('Fine to share');
    await casey.getByRole('dialog', { name: 'Restore post' }).getByRole('button', { name: 'Restore' }).click();
    await casey.getByText('No flagged posts').waitFor({ timeout: UI_TIMEOUT_MS });
    await postBy(jamie, 'Pat Rivera').waitFor({ timeout: UI_TIMEOUT_MS });
  });
});
