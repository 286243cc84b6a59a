import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { REPORT_PERSON_LAST_NAME, seedReportPeople } from '../support/report-people.js';

/**
 * The reports page through the browser (spec 3 §2.4, §4, §5, §9; issue 16): Casey (coordinator)
 * builds a simple report of three fields and two filters, runs it, scrolls for more rows than the
 * first 20, saves it under a name, exports its CSV as it streams, writes a SQL report and runs
 * it, and adds a health field: the rows become groups, with the privacy notice.
 */

const PEOPLE = 30;
const REGISTERED_ON = '2026-01-15';
const suite = browserSuite();

beforeAll(async () => {
  await seedReportPeople(suite.system.databaseUrl, PEOPLE, REGISTERED_ON);
});

const rowsShown = (page: Page) => page.getByRole('region', { name: 'Report results' }).locator('tbody tr').count();

describe('the reports page (browser)', () => {
  it('a coordinator builds, runs, scrolls, saves and exports a simple report, then runs a SQL one', async () => {
    const casey = await suite.browser.signedInPage('coordinator@demo.wellway.test');
    await casey.goto(suite.browser.url('/dashboard/reporting'));
    await casey.getByRole('heading', { level: 1, name: 'Reporting' }).waitFor();
    await casey.getByRole('heading', { name: 'New report' }).waitFor();

    // Fields: the first one is chosen and cannot be the last one taken away
    const fields = casey.getByRole('group', { name: /^Fields/ });
    await fields.getByRole('checkbox', { name: 'Last Name' }).check();
    await casey.getByRole('searchbox', { name: 'Search fields' }).fill('registered');
    await fields.getByRole('checkbox', { name: 'Registered On' }).check();
    await casey.getByRole('searchbox', { name: 'Search fields' }).fill('');
    expect(await fields.getByRole('checkbox', { checked: true }).count()).toBe(3);

    // Filters: a second one only once the first is complete; a date field takes two dates
    await casey.getByRole('button', { name: 'Add filter' }).click();
    await casey.getByLabel('Filter 1 field').selectOption({ label: 'Last Name' });
    await casey.getByLabel('Filter 1 operator').selectOption('is');
    await casey.getByText('Complete the filters above first.').waitFor();
    await casey.getByLabel('Filter 1 value').fill(REPORT_PERSON_LAST_NAME);
    await casey.getByRole('button', { name: 'Add filter' }).click();
    await casey.getByLabel('Filter 2 field').selectOption({ label: 'Registered On' });
    expect(await casey.getByLabel('Filter 2 operator').inputValue()).toBe('between');
    await casey.getByLabel('Filter 2 from').fill('2026-01-01');
    await casey.getByLabel('Filter 2 to').fill(REGISTERED_ON);
    await screenshot(casey, 'reports-builder');

    // Run: 20 rows, then 20 more as the table's end scrolls into sight (the projector may lag: run again)
    await expect
      .poll(
        async () => {
          await casey.getByRole('button', { name: 'Run' }).click();
          await casey.getByRole('region', { name: 'Report results' }).or(casey.getByText('No results.')).first().waitFor();
          return rowsShown(casey);
        },
        { timeout: UI_TIMEOUT_MS },
      )
      .toBe(20);
    const results = casey.getByRole('region', { name: 'Report results' });
    expect(await results.locator('thead th').allInnerTexts()).toEqual(['First Name', 'Last Name', 'Registered On']);
    await results.locator('tbody tr').last().scrollIntoViewIfNeeded();
    await expect.poll(() => rowsShown(casey), { timeout: UI_TIMEOUT_MS }).toBe(PEOPLE);
    await casey.getByText(`Showing ${PEOPLE} of ${PEOPLE} rows`).waitFor();
    await screenshot(casey, 'reports-results');

    // Save: a new report asks for its name, then shows among the custom reports
    await casey.getByRole('button', { name: 'Save', exact: true }).click();
    const naming = casey.getByRole('dialog', { name: 'Save report' });
    await naming.getByRole('textbox', { name: 'Report name' }).fill('Reportable people');
    await naming.getByRole('button', { name: 'Save' }).click();
    await casey.getByText('Report "Reportable people" saved.').waitFor();
    const custom = casey.getByRole('navigation', { name: 'Reports' }).getByRole('region', { name: 'Custom' });
    await custom.getByRole('button', { name: /Reportable people/ }).waitFor();

    // Export: the CSV downloads with its header and every row
    const [download] = await Promise.all([casey.waitForEvent('download'), casey.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toContain('First Name');
    expect(csv).toHaveLength(PEOPLE + 1);
    expect(csv.slice(1).every((line) => line.includes(REPORT_PERSON_LAST_NAME))).toBe(true);

    // SQL: switching clears the filters; the statement runs over the site's views
    await casey.getByRole('radio', { name: 'SQL' }).check();
    await casey
      .getByRole('textbox', { name: 'SQL' })
      .fill(`SELECT first_name, last_name FROM participants WHERE last_name = '${REPORT_PERSON_LAST_NAME}' ORDER BY first_name LIMIT 5`);
    await casey.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => rowsShown(casey), { timeout: UI_TIMEOUT_MS }).toBe(5);
    expect(await results.locator('tbody tr').first().innerText()).toContain('Person 01');
    await casey.getByRole('radio', { name: 'Simple' }).check();
    expect(await casey.getByLabel('Filter 1 field').count()).toBe(0);

    // A health field: a coordinator sees groups, and the screen says small ones are suppressed
    await fields.getByRole('checkbox', { name: /^Total Steps/ }).check();
    await casey.getByRole('button', { name: 'Run' }).click();
    await casey
      .getByRole('note')
      .getByText(/fewer than 5/)
      .waitFor();
    await casey.getByText(/^Showing \d+ (of \d+ )?groups?$/).waitFor();
    await screenshot(casey, 'reports-aggregated');
    await casey.setViewportSize({ width: 400, height: 900 });
    await screenshot(casey, 'reports-400');
  }, 120_000);
});
