import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Registration with eligibility on Acme (the demo site whose registration requires an eligibility
 * record and a date of birth): the check, the form, signed in at /home; the same e-mail again is refused.
 */
const suite = browserSuite();
const PASSWORD = 'Fresh-start-1!';

/** Chromium resolves every *.localhost name to the loopback address: Acme's URLs reach the system. */
const acme = (path: string) => suite.browser.on('acme.localhost', path);

async function checkEligibility(page: Page, identifier: string, [month, day, year]: [string, string, string]) {
  const dialog = page.getByRole('dialog', { name: 'Check Eligibility' });
  await dialog.getByLabel('Identifier').fill(identifier);
  await dialog.getByLabel('Month').selectOption(month);
  await dialog.getByLabel('Day').selectOption(day);
  await dialog.getByLabel('Year').selectOption(year);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

describe('registration (browser)', () => {
  it('checks eligibility, creates the account and lands signed in at /home; the same e-mail again is refused', async () => {
    const page = await suite.browser.newPage();
    await page.goto(acme('/welcome'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    // Eligibility is required on Acme: the check comes first.
    await page.waitForURL(/\/welcome\/check_eligibility$/);
    const dialog = page.getByRole('dialog', { name: 'Check Eligibility' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Identifier required.').waitFor();
    await checkEligibility(page, 'ACME-1001', ['4', '13', '1988']);
    await dialog.getByRole('alert').getByText('Cannot find eligibility record for 1988-04-13 and ACME-1001.').waitFor();
    await screenshot(page, 'registration-eligibility-not-found');
    await checkEligibility(page, 'ACME-1001', ['4', '12', '1988']);

    await page.waitForURL(/\/register$/);
    await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('jordan@acme.wellway.test');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Jordan');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Reyes');
    await page.getByText('* Required Fields').first().waitFor();
    await page.getByLabel('Retype Email').fill('JORDAN@acme.wellway.test');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Retype Password').fill('shorter');
    await page.getByText('Passwords do not match.').waitFor();
    await page
      .getByText(/^Passwords must be 8 to 20 characters long/)
      .first()
      .waitFor();
    await screenshot(page, 'registration-form-errors');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Retype Password').fill(PASSWORD);
    // Once sent, the address is not checked again (it would answer 422 'taken', a stray error).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { level: 1, name: 'Hi, Jordan' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await screenshot(page, 'registration-home');

    // Another person, another record, but Jordan's e-mail: the live check says it is in use.
    const second = await suite.browser.newPage({ width: 600 });
    await second.goto(acme('/register'));
    await second.waitForURL(/\/welcome\/check_eligibility$/);
    await checkEligibility(second, 'ACME-1001', ['4', '12', '1988']);
    await second.getByRole('dialog', { name: 'Check Eligibility' }).getByText("You've already created an account. Sign in here.").waitFor();
    await checkEligibility(second, 'ACME-1002', ['9', '30', '1979']);
    await second.waitForURL(/\/register$/);
    await second.getByLabel('Email', { exact: true }).fill('jordan@acme.wellway.test');
    await second.getByText('Email address is already in use. Would you like to log in?').waitFor();
    await screenshot(second, 'registration-email-in-use-600');
    await second.getByLabel('Retype Email').fill('jordan@acme.wellway.test');
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByLabel('Retype Password').fill(PASSWORD);
    await second.getByRole('button', { name: 'Create Account' }).click();
    expect(new URL(second.url()).pathname).toBe('/register');
    await expect(second.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('keeps the root path email for the form on a site without eligibility, and shows the login link', async () => {
    const page = await suite.browser.newPage();
    await page.goto(suite.browser.url('/?email=%20someone@example.com%20'));
    await page.waitForURL(/\/welcome$/);
    await page.goto(suite.browser.url('/welcome/login'));
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register$/);
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe('someone@example.com');
    await screenshot(page, 'registration-demo');
  });
});
