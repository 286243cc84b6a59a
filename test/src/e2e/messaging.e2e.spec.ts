import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { demoUserId } from '../support/seeded.js';

/**
 * Messaging through the browser, two people in two browser contexts: Pat writes to Casey, who sees
 * the conversation arrive on the list and the menu count without reloading; Casey answers and Pat
 * sees it arrive in the open thread. Text stays text (no HTML), links are clickable.
 */

const PASSWORD = 'Wellway-demo-1!';
/** A 24x16 PNG (green). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGPQWpZGFcQwatCoQaMGjRpEGQIAsKzREJNUBVsAAAAASUVORK5CYII=',
  'base64',
);
const email = (key: string) => `${key}@demo.wellway.test`;
const suite = browserSuite();
const signedInAs = (key: string) => suite.browser.signedInPage(email(key), { password: PASSWORD });
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const menuMessages = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

async function write(page: Page, ...lines: string[]): Promise<void> {
  const input = page.getByRole('textbox', { name: /message/i });
  await input.click();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await input.press('Shift+Enter');
    await input.pressSequentially(line);
  }
  await input.press('Enter');
}

describe('messaging (browser)', () => {
  it('one writes, the other sees it arrive live; the answer arrives in the open thread', async () => {
    const [pat, casey] = [await signedInAs('participant'), await signedInAs('coordinator')];
    await casey.goto(suite.browser.url('/messages'));
    await casey.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await casey.getByText('No conversations yet.').waitFor();

    // Pat opens a new conversation with Casey and sends two lines (Shift+Enter) and some markup
    await pat.goto(suite.browser.url(`/conversation_create/${demoUserId('coordinator')}`));
    await pat.getByRole('heading', { level: 1, name: 'New conversation' }).waitFor();
    await write(pat, 'Walk at noon?', '<b>bring</b> water https://example.com/route');
    await pat.waitForURL(/\/messages\/[0-9a-f-]+$/);
    await thread(pat).getByText('Walk at noon?', { exact: false }).waitFor();

    // Casey sees it arrive without reloading: on the list, unseen, and the count in the menu
    await casey.getByRole('link', { name: /Pat Rivera/ }).waitFor({ timeout: UI_TIMEOUT_MS });
    await menuMessages(casey).locator('.unread-count').getByText('1').waitFor();
    await screenshot(casey, 'messaging-list');
    await casey.getByRole('link', { name: /Pat Rivera/ }).click();
    const message = thread(casey).locator('.message__text').first();
    await message.waitFor();
    expect(await message.innerText()).toBe('Walk at noon?\n<b>bring</b> water https://example.com/route');
    expect(await thread(casey).locator('b').count()).toBe(0);
    expect(await thread(casey).getByRole('link', { name: 'https://example.com/route' }).getAttribute('href')).toBe(
      'https://example.com/route',
    );
    // Opening it marks it seen: the count goes
    await expect.poll(() => menuMessages(casey).locator('.unread-count').count(), { timeout: UI_TIMEOUT_MS }).toBe(0);

    // Casey answers; Pat, with the thread open, sees it arrive
    await write(casey, 'Yes, see you there');
    await thread(pat).getByText('Yes, see you there').waitFor({ timeout: UI_TIMEOUT_MS });

    // Casey attaches an image (uploaded secure); Pat, a member, sees it and opens it in the viewer
    await casey.locator('.composer input[type="file"]').setInputFiles({ name: 'route.png', mimeType: 'image/png', buffer: PNG });
    await casey.getByRole('img', { name: 'Image to send' }).waitFor();
    await casey.getByRole('button', { name: 'Send' }).click();
    const image = thread(pat).getByRole('img', { name: 'Image from Casey Morgan' });
    await image.waitFor({ timeout: UI_TIMEOUT_MS });
    await expect.poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await thread(pat).getByRole('button', { name: 'Image from Casey Morgan' }).click();
    const viewer = pat.getByRole('dialog', { name: 'Image from Casey Morgan' });
    await viewer.getByRole('img').waitFor();
    await screenshot(pat, 'messaging-image-viewer');
    await pat.keyboard.press('Escape');
    await screenshot(pat, 'messaging-thread');
    await pat.setViewportSize({ width: 400, height: 800 });
    await screenshot(pat, 'messaging-thread-400');

    // Settings: mute, then leave with the spec's question
    await pat.setViewportSize({ width: 1280, height: 900 });
    await pat.locator('.conversation-page__actions').getByRole('link', { name: 'Settings' }).click();
    await pat.getByRole('heading', { level: 1, name: 'Conversation settings' }).waitFor();
    await pat.getByLabel(/Mute this conversation/).click();
    await expect.poll(() => pat.getByLabel(/Mute this conversation/).isChecked()).toBe(true);
    await screenshot(pat, 'messaging-settings');
    await pat.getByRole('button', { name: 'Leave Conversation' }).click();
    const dialog = pat.getByRole('alertdialog', { name: 'Leave Conversation?' });
    await dialog.getByText('Are you sure you want to leave this conversion?').waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await pat.waitForURL(/\/messages$/);
    await pat.getByText('No conversations yet.').waitFor();
  });
});
