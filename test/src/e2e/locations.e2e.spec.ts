import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Locations through the browser, as the demo coordinator: build a small tree, move a location
 * under another parent, reorder, delete with confirmation (a location with children is refused),
 * upload a CSV and read the report. Runs against the built web app served by the API.
 */

const COORDINATOR = { email: 'coordinator@demo.wellway.test', password: 'Wellway-demo-1!' };

interface Location {
  readonly id: string;
  readonly name: string;
  readonly children: readonly Location[];
}

const suite = browserSuite();
let page: Page;

const url = (path: string) => suite.browser.url(path);

async function tree(): Promise<Location[]> {
  const response = await page.request.get(url('/api/locations?page_size=0'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Location[] }).data;
}
const find = (nodes: readonly Location[], name: string): Location | undefined =>
  nodes.find((node) => node.name === name) ?? nodes.map((node) => find(node.children, name)).find(Boolean);
const topNames = async () => (await tree()).map((node) => node.name);

const row = (name: string) => page.getByRole('listitem', { name, exact: true });

async function addLocation(name: string, parent: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a location' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Parent location').selectOption({ label: parent });
  await form.getByRole('button', { name: 'Add location' }).click();
  await page.getByRole('status').getByText(`${name} added.`).waitFor();
}

/** A fresh browser context signed in as the demo coordinator, on /home. */
async function signInAsCoordinator(): Promise<void> {
  page = await suite.browser.signedInPage(COORDINATOR.email, { password: COORDINATOR.password });
}

describe('locations (browser)', () => {
  it('builds a tree, moves, reorders, deletes with confirmation and uploads a CSV', async () => {
    await signInAsCoordinator();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Site', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();

    // Build: Region > Office, and Annex at the top level.
    await addLocation('Region', 'Top level');
    await addLocation('Office', 'Region');
    await addLocation('Annex', 'Top level');
    await row('Office').waitFor();
    expect(find(await tree(), 'Region')?.children.map((child) => child.name)).toEqual(['Office']);

    // A name taken among siblings is refused with the API's message.
    const form = page.getByRole('form', { name: 'Add a location' });
    await form.getByLabel('Name').fill('region');
    await form.getByLabel('Parent location').selectOption({ label: 'Top level' });
    await form.getByRole('button', { name: 'Add location' }).click();
    await form.getByRole('alert').getByText('A location named region already exists at this level.').waitFor();
    await form.getByRole('alert').getByText('Could not save Location').waitFor();

    // Move Office under Annex with the parent select.
    await page.getByRole('button', { name: 'Edit Office' }).click();
    const editor = page.getByRole('form', { name: 'Edit Office' });
    await editor.getByLabel('Parent location').selectOption({ label: 'Annex' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Office saved.').waitFor();
    await row('Annex').getByRole('listitem', { name: 'Office' }).waitFor();
    expect(find(await tree(), 'Annex')?.children.map((child) => child.name)).toEqual(['Office']);

    // Reorder by keyboard: Annex moves up past Region; focus stays on the button.
    const before = await topNames();
    expect(before.indexOf('Annex')).toBe(before.indexOf('Region') + 1);
    await page.getByRole('button', { name: 'Move Annex up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Annex moved up.').waitFor();
    await expect.poll(topNames).toEqual(before.map((name) => (name === 'Region' ? 'Annex' : name === 'Annex' ? 'Region' : name)));
    await expect.poll(() => page.locator('*:focus').getAttribute('aria-label')).toMatch(/^Move Annex (up|down)$/);

    // Delete: a location with a child is refused, saying why; a leaf goes after confirming.
    await page.getByRole('button', { name: 'Delete Annex' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Delete location?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').getByText('Annex has locations under it: move or delete them first.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete Office' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Delete location?' });
    await dialog.getByText('Delete Office?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').getByText('Office deleted.').waitFor();
    await row('Office').waitFor({ state: 'detached' });
    expect(find(await tree(), 'Office')).toBeUndefined();

    // Upload: existing paths reused, new ones created, a bad row rejected with its reason.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'regions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('level1,level2,level3\nRegion,Plant,Line 1\nregion,plant,Line 2\nAnnex\nA,B,C,D\n'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const report = page.getByRole('heading', { name: 'regions.csv: 3 locations created, 1 row rejected' });
    await report.waitFor();
    const reportRow = (number: number) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
    expect(await reportRow(2).innerText()).toContain('Created');
    expect(await reportRow(4).innerText()).toContain('Already there');
    expect(await reportRow(5).innerText()).toContain('Rejected: A row can name at most 3 levels.');
    await row('Line 2').waitFor();
    expect(find(await tree(), 'Plant')?.children.map((child) => child.name)).toEqual(['Line 1', 'Line 2']);

    // A file of the wrong type is refused before anything is sent.
    await page.getByLabel('CSV file').setInputFiles({ name: 'regions.txt', mimeType: 'text/plain', buffer: Buffer.from('A\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Sorry… this is the incorrect file type. Your file needs to be a .csv.').waitFor();
  });

  it('creates a program for some locations, shows its state today, and deletes it after confirming', async () => {
    await signInAsCoordinator();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Site', exact: true }).click();
    await menu.getByRole('link', { name: 'Programs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await page.getByRole('link', { name: 'Winter Wellness Challenge' }).waitFor();
    await page.getByRole('link', { name: 'New program' }).click();
    await page.getByRole('heading', { level: 1, name: 'New program' }).waitFor();

    const today = ((await (await page.request.get(url('/api/sites/current'))).json()) as { data: { current_date: string } }).data
      .current_date;
    const program = page.getByRole('form', { name: 'Program' });
    await program.getByLabel('Name', { exact: true }).fill('Spring Stride');
    await program.getByLabel('Enter and logging start').fill(today);
    await program.getByLabel('Enter and logging end').fill(today);
    await program.getByLabel('Coming soon start').fill(today);
    await program.getByLabel('Coming soon end').fill(today);
    await program.getByRole('checkbox', { name: 'Headquarters', exact: true }).check();
    await program.getByRole('button', { name: 'Save program' }).click();
    // Overlapping time frames: the server's rule, under the spec's banner.
    await program.getByRole('alert').getByText('Could not save Program').waitFor();
    await program.getByRole('alert').getByText('The coming_soon and enter_logging time frames overlap.').waitFor();

    await program.getByLabel('Coming soon start').fill('');
    await program.getByLabel('Coming soon end').fill('');
    await program.getByRole('button', { name: 'Save program' }).click();
    await page.getByRole('heading', { level: 1, name: 'Spring Stride' }).waitFor();
    await page.waitForURL(/\/site\/[^/]+\/program\/[0-9a-f-]{36}$/);
    await page.getByText('Enter and logging', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Delete program' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete program?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/site\/[^/]+\/programs$/);
    await page.getByRole('link', { name: 'Winter Wellness Challenge' }).waitFor();
    await page.getByRole('link', { name: 'Spring Stride' }).waitFor({ state: 'detached' });
  });
});
