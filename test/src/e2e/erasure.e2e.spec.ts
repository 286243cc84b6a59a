import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_E2E, screenshot, submitLogin } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { DEMO_COLLEAGUES, demoUserId } from '../support/seeded.js';

/**
 * Erasure through the browser (issue 13): a participant deletes their own account from personal
 * settings (a wrong password first, then the right one), lands on the welcome page told so, and
 * cannot sign in again; a master removes a user from the users list; the master's Erasure Audit
 * lists both, done. Screenshots go to SCREENSHOT_DIR when it is set.
 */

const suite = browserSuite();

const email = (key: string) => `${key}@demo.wellway.test`;
const url = (path: string) => suite.browser.url(path);
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('erasure (browser)', () => {
  it('a participant deletes their own account, a master removes a user, and the audit lists both', async () => {
    // The participant, in personal settings.
    const participant = await suite.browser.signedInPage(email('participant'));
    await participant.goto(url('/settings/personal'));
    await participant.getByRole('heading', { level: 1, name: 'Personal' }).waitFor();
    await participant.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = participant.getByRole('alertdialog', { name: 'Delete my account?' });
    await dialog.waitFor();
    // It says what goes and what stays, before anything is done.
    await dialog.getByText('It cannot be undone.', { exact: false }).waitFor();
    await dialog.getByText('your badges').waitFor();
    await dialog.getByText('without your name', { exact: false }).waitFor();
    await dialog.getByText('register again later', { exact: false }).waitFor();
    const password = dialog.getByLabel('Your password');
    // The password field is where the dialog starts.
    await expect.poll(() => password.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await screenshot(participant, 'erasure-dialog');

    // Cancel leaves everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await participant.getByRole('button', { name: 'Delete my account' }).click();

    // A wrong password: refused, said in the dialog and beside the field; still signed in.
    await password.fill('Not-my-password-1!');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').first().waitFor();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await screenshot(participant, 'erasure-wrong-password');
    expect(new URL(participant.url()).pathname).toBe('/settings/personal');

    // The right one: the account goes, the session with it, and the welcome page says so.
    await password.fill(DEMO_PASSWORD_E2E);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await participant.waitForURL((address) => address.pathname === '/welcome');
    await participant.getByRole('status').getByText('Your account has been deleted.').waitFor();
    await screenshot(participant, 'erasure-signed-out');
    const session = await (await participant.request.get(url('/api/session'))).json();
    expect(session.data).toBeNull();

    // Signing in again with the same e-mail and password does not work.
    await participant.getByRole('link', { name: 'Log in' }).click();
    await submitLogin(participant, email('participant'));
    await participant.getByRole('dialog', { name: 'Log in' }).getByRole('alert').waitFor();
    expect(new URL(participant.url()).pathname).toBe('/welcome/login');
    await screenshot(participant, 'erasure-sign-in-refused');

    // A master removes Casey Morgan from the users list.
    const master = await suite.browser.signedInPage(email('master'));
    await mainMenu(master).getByRole('button', { name: 'Master' }).click();
    await mainMenu(master).getByRole('link', { name: 'Users' }).click();
    await master.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await master.getByRole('button', { name: 'Delete Casey Morgan' }).click();
    const question = master.getByRole('alertdialog', { name: 'Remove user' });
    await question.getByText('Do you want to remove this user (Casey Morgan)?', { exact: false }).waitFor();
    await question.getByText('Their personal data will be erased for good.', { exact: false }).waitFor();
    await screenshot(master, 'erasure-remove-user');
    await question.getByRole('button', { name: 'Delete' }).click();
    await question.waitFor({ state: 'hidden' });
    await master.getByRole('button', { name: 'Delete Casey Morgan' }).waitFor({ state: 'detached' });
    // The API keeps an erased person's row (their figures count) as a "Former participant": both show so at once.
    const table = master.getByRole('table', { name: 'Users of this site' });
    const formerRows = table.getByRole('row').filter({ hasText: /Former\s*participant/ });
    await expect.poll(() => formerRows.count()).toBe(2);
    // Read afresh: neither erased person is named any more.
    await master.reload();
    await master.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(await formerRows.count()).toBe(2);
    await table.getByRole('link', { name: 'Edit Morgan Lee' }).waitFor();
    expect(await table.getByText(/Casey|coordinator@demo/).count()).toBe(0);
    expect(await table.getByText(/\bPat\b|Rivera|participant@demo/).count()).toBe(0);
    // A former participant's row offers nothing more to do (the master's own row has no Delete either).
    expect(await formerRows.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    // Jamie's, Sam's and their colleagues'.
    expect(await table.getByRole('button', { name: /^Delete / }).allInnerTexts()).toHaveLength(2 + DEMO_COLLEAGUES.length);
    await screenshot(master, 'erasure-users-after');

    // The audit: who erased whom and when, both done once the keys are destroyed.
    await mainMenu(master).getByRole('button', { name: 'Master' }).click();
    await mainMenu(master).getByRole('link', { name: 'Erasure Audit' }).click();
    await master.getByRole('heading', { level: 1, name: 'Erasure Audit' }).waitFor();
    const audit = master.getByRole('table', { name: 'Erasures, newest first' });
    const rowOf = (userId: string) => audit.getByRole('row').filter({ hasText: userId });
    const self = rowOf(demoUserId('participant'));
    const removed = rowOf(demoUserId('coordinator'));
    await self.getByRole('cell', { name: 'The person themself' }).waitFor();
    await removed.getByRole('cell', { name: 'Morgan Lee' }).waitFor();
    // The screen looks again while an erasure is in progress.
    await expect.poll(() => audit.getByText('In progress').count(), { timeout: 30_000 }).toBe(0);
    expect(await self.locator('time').count()).toBe(2);
    expect(await removed.locator('time').count()).toBe(2);
    await screenshot(master, 'erasure-audit');
    await master.setViewportSize({ width: 400, height: 900 });
    await screenshot(master, 'erasure-audit-mobile');
  });
});
