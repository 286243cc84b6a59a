import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, submitLogin } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';

/**
 * Forgotten password through the browser and a real SMTP server: request a link, read the e-mail,
 * follow it, choose a new password (checked 1 s after typing) and sign in with it.
 */
const EMAIL = 'participant@demo.wellway.test';
const OLD_PASSWORD = 'Wellway-demo-1!';
const NEW_PASSWORD = 'Fresh-start-9!';

// Registered before the suite: the mailbox is up before the system starts and closes after it stops.
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const suite = browserSuite(() => ({ SMTP_URL: mailbox.url }));

const signIn = (page: Page, password: string) => submitLogin(page, EMAIL, password);

describe('password reset (browser + SMTP)', () => {
  it('e-mails a link that sets a new password once, which then signs in', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.browser.url('/welcome/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/welcome\/forgot$/);
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('Email').fill('not an e-mail');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByRole('alert').getByText('Must be a valid email address. Ex: name@example.com').waitFor();
    await forgot.getByLabel('Email').fill('nobody@demo.wellway.test');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByRole('alert').getByText('No account was found with that email.').waitFor();
    await screenshot(page, 'forgot-password-error');
    await forgot.getByLabel('Email').fill(` ${EMAIL.toUpperCase()}\u00A0`);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await forgot.getByText(`We sent a link to choose a new password to ${EMAIL}.`).waitFor();

    // (The demo's friendships e-mail Pat too: this is the reset link's.)
    const mail = await mailbox.next((received) => received.to.includes(EMAIL) && received.subject.endsWith('reset your password'));
    expect(mail.subject).toBe('Wellway Demo: reset your password');
    const link = /(https?:\/\/\S+\/welcome\?reset_password=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByText(`Choose a new password for ${EMAIL}.`).waitFor();
    await reset.getByLabel('New password', { exact: true }).fill('short');
    // Checked 1 s after typing stops; submitting is blocked meanwhile.
    await reset
      .getByRole('alert')
      .getByText('Passwords must be 8 to 20 characters long and include at least 1 letter, 1 number and 1 symbol.', { exact: true })
      .waitFor();
    expect(await reset.getByRole('button', { name: 'Set new password' }).getAttribute('aria-disabled')).toBe('true');
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await reset.getByText('Passwords must match.').waitFor();
    await screenshot(page, 'reset-password-mismatch');
    await reset.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByText('Your password was changed. Log in with your new password.').waitFor();
    await reset.getByRole('link', { name: 'Log in' }).click();

    await page.waitForURL(/\/welcome\/login$/);
    await signIn(page, OLD_PASSWORD);
    await page.getByRole('dialog', { name: 'Log in' }).getByText('Invalid email or password.').waitFor();
    await signIn(page, NEW_PASSWORD);
    await page.waitForURL(/\/home$/);

    // The link works once.
    const again = await suite.browser.newPage({ width: 600 });
    await again.goto(link!);
    await again.getByRole('dialog', { name: 'Reset Password' }).getByText('Cannot verify reset password token.').waitFor();
    await screenshot(again, 'reset-password-used-mobile');
  });
});
