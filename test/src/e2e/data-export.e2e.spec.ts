import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/** A person exports their data (GDPR Art. 15 and 20): asks, follows the worker, downloads, opens the archive. */
const suite = browserSuite();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('data export (browser)', () => {
  it('asks for an export, sees its progress then the link, downloads it and finds their entries in the archive', async () => {
    const page = await suite.browser.signedInPage('participant@demo.wellway.test');
    // Given two days they logged (through the API, as the entry screen does)
    const days = [
      { recorded_on: daysAgo(3), exercise_steps: 7321 },
      { recorded_on: daysAgo(2), exercise_steps: 6543 },
    ];
    for (const day of days) {
      const logged = await page.request.post(suite.browser.url('/api/entries'), { data: day });
      expect(logged.status(), await logged.text()).toBe(201);
    }

    // When they ask for their data on the personal settings screen
    await page.goto(suite.browser.url('/settings/personal'));
    const section = page.getByRole('region', { name: 'Export my data' });
    await section.waitFor();
    // The days earned Pat's first badge: it pops up over the page (spec 2 §2); close it first.
    const popup = page.getByRole('dialog', { name: 'You earned a badge!' });
    await popup.waitFor({ timeout: 45_000 });
    while ((await popup.count()) > 0) {
      const text = await popup.innerText();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect.poll(async () => (await popup.count()) === 0 || (await popup.innerText()) !== text).toBe(true);
    }
    await section.getByRole('button', { name: 'Export my data' }).click();

    // Then a progress bar follows the worker, then the link comes, with its expiry
    const bar = section.getByRole('progressbar', { name: 'Preparing your data export' });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    const link = section.getByRole('link', { name: 'Download my data (ZIP)' });
    await link.waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    await section.getByText(/The link works until .+, for you alone\./).waitFor();
    await screenshot(page, 'settings-data-export-ready');

    // When they download it
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^wellway-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));

    // Then the archive holds their data and their entries
    expect(Object.keys(files).sort()).toEqual(['data.json', 'entries.csv']);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.users).toMatchObject({ email: 'participant@demo.wellway.test', first_name: 'Pat' });
    expect(data.entries).toEqual(
      expect.arrayContaining(
        days.map((day) => expect.objectContaining({ recorded_on: day.recorded_on, exercise_steps: day.exercise_steps })),
      ),
    );
    const csv = strFromU8(files['entries.csv']!);
    expect(csv.split('\n')[0]).toBe('recorded_on,exercise_steps,exercise_minutes,manually_recorded,activities,updated_at');
    for (const day of days) expect(csv).toContain(`${day.recorded_on},${day.exercise_steps},`);

    // And they were told, with a link back to the screen
    const notifications = await page.request.get(suite.browser.url('/api/notifications?filter=all'));
    expect((await notifications.json()).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'data_export_ready', link: '/settings/personal#data-export' })]),
    );
  });
});
