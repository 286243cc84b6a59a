import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_E2E, screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * A user's location and the dashboard user edit, through the browser: a participant without a
 * location chooses one in settings; the master sees it in the users list's location columns,
 * opens the user's settings from the list, moves them and reads the move back in the list.
 * Screenshots go to SCREENSHOT_DIR when it is set.
 */

const demoEmail = (key: string) => `${key}@demo.wellway.test`;

const suite = browserSuite();

/** One API call with a session key (the Authorization header carries the cookie's value). */
async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${suite.system.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown> & { id: string; site_id: string; auth_key: string } },
  };
}

beforeAll(async () => {
  // The demo site shows its two-level locations (Region › Office) and lets participants move.
  const master = await api('POST', '/users/authenticate', undefined, { email: demoEmail('master'), password: DEMO_PASSWORD_E2E });
  const { site_id: siteId, auth_key: token } = master.body.data;
  // A site's flags are saved whole: the current ones, with locations shown.
  const { flags } = (await api('GET', `/sites/${siteId}`, token)).body.data;
  const site = await api('PUT', `/sites/${siteId}`, token, {
    flags: { ...(flags as Record<string, boolean>), is_location_displayed: true, allow_set_location: true },
    nested_locations: true,
  });
  expect(site.status).toBe(200);
});

describe('location and the dashboard user edit (browser)', () => {
  it('lets a participant choose a location; the master sees it in the list, edits the user and sees the move', async () => {
    const { browser } = suite;
    // Someone who does not know their location can still leave: Sign out in the dialog.
    const elsewhere = await browser.newPage();
    await browser.signIn(elsewhere, demoEmail('participant'));
    await elsewhere.getByRole('dialog', { name: 'Location Required' }).getByRole('button', { name: 'Sign out' }).click();
    await elsewhere.waitForURL(/\/welcome/);

    const participant = await browser.newPage();
    await browser.signIn(participant, demoEmail('participant'));
    // Without a location the site cannot be used: the dialog asks first and cannot be dismissed.
    const prompt = participant.getByRole('dialog', { name: 'Location Required' });
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt
      .getByRole('alert')
      .getByText(/^Location Required: Oops/)
      .waitFor();
    await participant.keyboard.press('Escape');
    await prompt.getByLabel('Region').selectOption({ label: 'Field Offices' });
    await screenshot(participant, 'prompt-location');
    await prompt.getByRole('button', { name: 'Save' }).click();
    await prompt.waitFor({ state: 'hidden' });

    // The site lets participants move: settings shows the choice and changes it.
    await participant.goto(browser.url('/settings/personal'));
    const location = participant.getByRole('group', { name: 'Location' });
    expect(await location.getByLabel('Region').inputValue()).not.toBe('');
    await location.getByLabel('Region').selectOption({ label: 'Headquarters' });
    await location.getByLabel('Office').selectOption({ label: 'Finance' });
    await participant.getByRole('button', { name: 'Save' }).click();
    await participant.getByRole('status').getByText('Saved').waitFor();
    await screenshot(participant, 'settings-location');

    const master = await browser.newPage();
    await browser.signIn(master, demoEmail('master'));
    const me = await master.evaluate(() =>
      fetch('/api/users/me').then((response) => response.json() as Promise<{ data: { site_id: string } }>),
    );
    await master.goto(browser.url(`/site/${me.data.site_id}/users`));
    const patRow = master.getByRole('row', { name: /Pat Rivera/ });
    await patRow.getByRole('cell', { name: 'Headquarters' }).waitFor();
    await patRow.getByRole('cell', { name: 'Finance' }).waitFor();
    // The master has no location and is not asked for one (only participants are).
    expect(await master.getByRole('dialog', { name: 'Location Required' }).isVisible()).toBe(false);
    await screenshot(master, 'users-list-locations');

    // Edit opens the user's settings in a new tab.
    const [editor] = await Promise.all([master.context().waitForEvent('page'), patRow.getByRole('link', { name: /^Edit / }).click()]);
    editor.setDefaultTimeout(15_000);
    await editor.getByRole('heading', { name: 'Pat Rivera' }).waitFor();
    await screenshot(editor, 'user-edit-loaded');
    expect(await editor.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(demoEmail('participant'));
    await editor.getByLabel('First name').fill('');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('alert').getByText('First name required.').first().waitFor();
    await editor.getByLabel('First name').fill('Patricia');
    const editorLocation = editor.getByRole('group', { name: 'Location' });
    await editorLocation.getByLabel('Region').selectOption({ label: 'Field Offices' });
    await editorLocation.getByLabel('Office').selectOption({ label: 'North Depot' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByRole('status').getByText('Saved').waitFor();
    await screenshot(editor, 'user-edit');

    await master.reload();
    const moved = master.getByRole('row', { name: /Patricia/ });
    await moved.getByRole('cell', { name: 'Field Offices' }).waitFor();
    await moved.getByRole('cell', { name: 'North Depot' }).waitFor();

    // At 600 px (spec 1 mobile layout) the list and the edit screen fit without sideways scrolling.
    await master.setViewportSize({ width: 600, height: 900 });
    await editor.setViewportSize({ width: 600, height: 900 });
    await screenshot(master, 'users-list-600');
    await screenshot(editor, 'user-edit-600');
    for (const page of [master, editor])
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(600);
  });
});
