import { describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * A coordinator's notification through the browser, two people in two browser contexts: Casey
 * (coordinator) sends a message to all participants; Pat, on the home page, sees the alert pop up
 * live at the right of the screen and the menu's count grow, opens it, and sees it gone once Casey
 * deletes it. Text stays text.
 */

const email = (key: string) => `${key}@demo.wellway.test`;
const suite = browserSuite();
const signedInAs = (key: string) => suite.browser.signedInPage(email(key));
const MESSAGE = 'Wellness fair on <b>Friday</b> at noon';

describe('coordinator notifications (browser)', () => {
  it('one sends; a participant sees the alert pop up live, and the count; deleting takes it away', async () => {
    const [casey, pat] = [await signedInAs('coordinator'), await signedInAs('participant')];
    await pat.goto(suite.browser.url('/home'));
    await pat.getByRole('heading', { level: 1 }).waitFor();
    await pat.waitForLoadState('networkidle');
    const menuCount = pat
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /^Notifications/ })
      .locator('.unread-count');
    const unreadShown = async () => ((await menuCount.count()) === 0 ? 0 : Number((await menuCount.innerText()).replace(/\D/g, '')));
    const before = await unreadShown();
    const listed = () => pat.getByRole('main').getByRole('listitem').filter({ hasText: MESSAGE });

    // Casey sends, after the spec's confirmation; an empty message is refused first
    await casey.goto(suite.browser.url('/dashboard/notifications'));
    await casey.getByRole('heading', { level: 1, name: 'Send Notification' }).waitFor();
    await casey.getByRole('button', { name: 'Send', exact: true }).click();
    await casey.getByText('Oops, a message is needed.').waitFor();
    await casey.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    await casey.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = casey.getByRole('alertdialog', { name: 'Send notification' });
    await confirm.getByText('Send this message to all participants?').waitFor();
    await screenshot(casey, 'announcement-confirm');
    await confirm.getByRole('button', { name: 'Send' }).click();
    await casey.getByRole('list').getByText(MESSAGE, { exact: true }).waitFor();
    await screenshot(casey, 'announcements');

    // Pat sees it pop up without reloading, as text, with its type, and the count grows
    const alert = pat.locator('.notification-alerts[role="status"]');
    await alert.getByText(MESSAGE, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await alert.getByText('From your coordinator').count()).toBe(1);
    expect(await alert.locator('b').count()).toBe(0);
    await expect.poll(unreadShown, { timeout: UI_TIMEOUT_MS }).toBe(before + 1);
    await screenshot(pat, 'announcement-alert');
    await alert.getByRole('link', { name: MESSAGE }).click();
    await pat.waitForURL(/\/notifications\/unread$/);
    await listed().waitFor();
    await pat.setViewportSize({ width: 400, height: 900 });
    await screenshot(pat, 'notifications-400');

    // Casey deletes it for all participants: it leaves Pat's list live
    await casey.getByRole('button', { name: /^Delete\W+Wellness fair/ }).click();
    const remove = casey.getByRole('alertdialog', { name: 'Delete notification' });
    await remove.getByText('Delete this message for all participants?').waitFor();
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => listed().count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
  }, 120_000);
});
