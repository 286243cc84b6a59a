import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Sites and themes through the browser: the demo master edits a field of the second demo site
 * (Acme Wellness) and its theme; an Acme participant, on Acme's own host, sees the theme applied.
 * Runs against the built web app served by the API (startSystem seeds both demo sites).
 */

const PASSWORD = 'Wellway-demo-1!';

const suite = browserSuite();

/** Chromium resolves every *.localhost name to the loopback address: Acme's URLs reach the system. */
const signedIn = (host: string, email: string, width = 1280) => suite.browser.signedInPage(email, { host, width, password: PASSWORD });

// Browser-side code as strings: this package compiles without the DOM library.
const cssVariable = (page: Page, name: string) =>
  page.evaluate<string>(`getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(name)}).trim()`);

describe('sites and themes (browser)', () => {
  it("a master edits a site and its theme; the site's participants see the theme", async () => {
    const master = await signedIn('127.0.0.1', 'master@demo.wellway.test');
    await master.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Master' }).click();
    await master.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
    await master.getByRole('heading', { level: 1, name: 'Sites' }).waitFor();
    const rows = master.getByRole('table', { name: 'Sites' }).getByRole('row');
    expect(await rows.count()).toBe(4); // header, Acme Wellness, Default site, Wellway Demo
    // No action leads to a screen that does not exist (Reports comes with the reports screen).
    expect(await master.getByRole('link', { name: /^Reports of / }).count()).toBe(0);

    // A site field: the friend labels.
    await master.getByRole('link', { name: 'Edit Acme Wellness' }).click();
    const form = master.getByRole('form', { name: 'Site' });
    // Only flags of features that exist are offered.
    await form.getByLabel('Badges', { exact: true }).waitFor();
    expect(await form.getByRole('checkbox', { name: /^(Wall|Challenges|Fitbit)$/ }).count()).toBe(0);
    await form.getByLabel('Friend label', { exact: true }).fill('Teammate');
    await form.getByLabel('Friend label (plural)').fill('Teammates');
    // The edit rules hold in the form: a last URL with * is refused before anything is sent.
    const urls = form.getByLabel('URLs');
    await urls.fill('acme.localhost\n*.acme.localhost');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Could not save Site').waitFor();
    await form.getByText('The last URL may not contain an asterisk.').first().waitFor();
    await urls.fill('*.acme.localhost\nacme.localhost');
    await form.getByRole('button', { name: 'Save' }).click();
    await master.getByRole('heading', { level: 1, name: 'Acme Wellness' }).waitFor();
    await master.getByText('Teammate / Teammates').waitFor();
    // The site's page links the screens that exist for it, rather than promising them.
    const manage = master.getByRole('navigation', { name: 'Manage' });
    expect(await manage.getByRole('link', { name: 'Programs' }).getAttribute('href')).toMatch(/^\/site\/[^/]+\/programs$/);
    expect(await master.getByText(/will be listed here/).count()).toBe(0);

    // The theme: the working copy is marked unsaved until saved; values compare case-insensitively.
    await master.getByRole('link', { name: 'Edit theme' }).click();
    await master.getByRole('heading', { level: 1, name: 'Theme: Acme Wellness' }).waitFor();
    const primary = master.getByRole('textbox', { name: 'Buttons, links and highlights', exact: true });
    const primaryRow = master.getByRole('row').filter({ has: primary });
    await primary.fill('#1B6E3A'); // the saved value, in capitals: not a change
    expect(await primaryRow.getByText('Unsaved').count()).toBe(0);
    await primary.fill('#AA3300');
    await primaryRow.getByText('Unsaved').waitFor();
    await primaryRow.getByText('Not default').waitFor();
    await master.getByRole('button', { name: 'Save' }).click();
    await master.getByText('Theme saved.').waitFor();
    expect(await primaryRow.getByText('Unsaved').count()).toBe(0);

    // Cancel reverts the working copy and returns to the site page.
    await master.getByRole('textbox', { name: 'Page background', exact: true }).fill('#000000');
    await master.getByRole('button', { name: 'Cancel' }).click();
    await master.getByRole('heading', { level: 1, name: 'Acme Wellness' }).waitFor();

    // The master's own site keeps its own theme.
    expect(await cssVariable(master, '--color-primary')).toBe('#0b5cad');

    // An Acme participant, on Acme's host, at phone width: the saved theme on every screen.
    const participant = await signedIn('acme.localhost', 'participant@acme.wellway.test', 600);
    expect(await participant.getByRole('link', { name: 'Acme Wellness' }).count()).toBeGreaterThan(0);
    await participant.waitForFunction(
      "getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() === '#AA3300'",
    );
    expect(await cssVariable(participant, '--color-bg')).toBe('#f4f6f8');
    await participant.getByRole('button', { name: 'Menu' }).click();
    await participant.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(
      await participant.evaluate<string>(
        `getComputedStyle([...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Sign out')).color`,
      ),
    ).toBe('rgb(170, 51, 0)');
  });
});
