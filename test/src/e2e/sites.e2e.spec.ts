import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSystem } from '../support/system.js';

/**
 * Sites and themes through the browser: the demo master edits a field of the second demo site
 * (Acme Wellness) and its theme; an Acme participant, on Acme's own host, sees the theme applied.
 * Runs against the built web app served by the API (startSystem seeds both demo sites).
 */

const PASSWORD = 'Wellway-demo-1!';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const UI_TIMEOUT_MS = 15_000;

let system: Awaited<ReturnType<typeof startSystem>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  system = await startSystem();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(system.output().slice(-8_000));
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await system?.stop();
});

/** Chromium resolves every *.localhost name to the loopback address: Acme's URLs reach the system. */
const on = (host: string, path: string) => {
  const address = new URL(path, system.baseUrl);
  address.hostname = host;
  return address.toString();
};

async function signedIn(host: string, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT_MS);
  await page.goto(on(host, '/welcome/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/home$/);
  return page;
}

// Browser-side code as strings: this package compiles without the DOM library.
const cssVariable = (page: Page, name: string) =>
  page.evaluate<string>(`getComputedStyle(document.documentElement).getPropertyValue(${JSON.stringify(name)}).trim()`);

describe('sites and themes (browser)', () => {
  it('a master edits a site and its theme; the site\'s participants see the theme', async () => {
    const master = await signedIn('127.0.0.1', 'master@demo.wellway.test');
    await master.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Master' }).click();
    await master.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites' }).click();
    await master.getByRole('heading', { level: 1, name: 'Sites' }).waitFor();
    const rows = master.getByRole('table', { name: 'Sites' }).getByRole('row');
    expect(await rows.count()).toBe(3); // header, Acme Wellness, Wellway Demo

    // A site field: the friend labels.
    await master.getByRole('link', { name: 'Edit Acme Wellness' }).click();
    const form = master.getByRole('form', { name: 'Site' });
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
    await participant.waitForFunction("getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() === '#AA3300'");
    expect(await cssVariable(participant, '--color-bg')).toBe('#f4f6f8');
    await participant.getByRole('button', { name: 'Menu' }).click();
    await participant.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await participant.evaluate<string>(`getComputedStyle([...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Sign out')).color`)).toBe('rgb(170, 51, 0)');
  });
});
