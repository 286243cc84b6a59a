import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Required terms through the browser (spec 2 §4, spec 3 §7): a coordinator publishes a terms
 * page and requires it; a participant is sent to it until they accept, then goes on.
 */

const suite = browserSuite();

describe('required terms (browser)', () => {
  it('a coordinator requires a terms page; a participant must accept it before using the site', async () => {
    const { browser } = suite;
    const coordinator = await browser.newPage();
    await browser.signIn(coordinator, 'coordinator@demo.wellway.test');
    await coordinator.goto(browser.url('/content/terms'));
    await coordinator.getByRole('button', { name: 'Add a terms page' }).click();
    const form = coordinator.getByRole('region', { name: 'New page' });
    await expect(form.getByLabel('Everyone must accept this page (save first)').isDisabled()).resolves.toBe(true);
    await form.getByLabel('Title').fill('Terms of use');
    await form.getByLabel('Content (HTML)').fill('<p>Be <strong>kind</strong> to colleagues.</p><script>alert(1)</script>');
    await form.getByRole('button', { name: 'Save' }).click();

    const saved = coordinator.getByRole('region', { name: 'Terms of use' });
    const mustAccept = saved.getByLabel('Everyone must accept this page');
    await mustAccept.check();
    await saved.locator('input[type=checkbox]:checked:enabled').last().waitFor();
    await expect(mustAccept.isChecked()).resolves.toBe(true);
    await screenshot(coordinator, 'terms-editor');

    const participant = await browser.newPage();
    await browser.signIn(participant, 'participant@demo.wellway.test');
    await participant.waitForURL(/\/terms$/);
    const article = participant.getByRole('article', { name: 'Terms of use' });
    await article.getByText('Be kind to colleagues.').waitFor();
    expect(await article.locator('script').count()).toBe(0);
    await screenshot(participant, 'terms-accept');
    // Until accepted, every signed-in route leads back here.
    await participant.goto(browser.url('/home'));
    await participant.waitForURL(/\/terms$/);
    await article.getByRole('button', { name: 'I accept the Terms of use' }).click();
    await participant.waitForURL(/\/home$/);
    await participant.goto(browser.url('/badges'));
    await participant.waitForURL(/\/badges\/\d{4}$/);

    // Signed out, the page is still there to read, with nothing to accept.
    const visitor = await browser.newPage();
    await visitor.goto(browser.url('/terms'));
    await visitor.getByRole('article', { name: 'Terms of use' }).waitFor();
    expect(await visitor.getByRole('button', { name: /I accept/ }).count()).toBe(0);
  });
});
