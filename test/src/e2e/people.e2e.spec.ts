import { type Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { ACME_SITE_ID } from '../support/seeded.js';

/**
 * People and access through the browser: menus differ by role; a master impersonates the
 * participant, logs a day as them, and the event records the impersonator; deleting a user from
 * the users list asks first. Screenshots go to SCREENSHOT_DIR when it is set.
 */

const PASSWORD = 'Wellway-demo-1!';
const email = (key: string) => `${key}@demo.wellway.test`;

const suite = browserSuite();
let pool: pg.Pool;

// Registered after the suite: the pool opens once the system runs and ends before it stops.
beforeAll(() => {
  pool = new pg.Pool({ connectionString: suite.system.databaseUrl, max: 1 });
});
afterAll(async () => {
  await pool?.end();
});

const url = (path: string) => suite.browser.url(path);
const signedInAs = (key: string) => suite.browser.signedInPage(email(key), { password: PASSWORD });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuLabels = async (page: Page) =>
  (await mainMenu(page).locator('.menu > .menu__item').allInnerTexts()).map((text) => text.replace(/\s*\d+(\s+unread)?$/, '').trim());

describe('people and access (browser)', () => {
  it('shows participant, coordinator and master different menus, and the site map lists the active ones', async () => {
    const participant = await signedInAs('participant');
    const coordinator = await signedInAs('coordinator');
    const master = await signedInAs('master');
    expect(await menuLabels(participant)).toEqual([
      'Home',
      'Log Activity',
      'Stats',
      'Badges',
      'Notifications',
      'Content',
      'Settings',
      'More',
    ]);
    expect(await menuLabels(coordinator)).toEqual([
      'Home',
      'Log Activity',
      'Stats',
      'Badges',
      'Notifications',
      'Content',
      'Coordinator',
      'Site',
      'Settings',
      'More',
    ]);
    expect(await menuLabels(master)).toEqual([
      'Master',
      'Home',
      'Log Activity',
      'Stats',
      'Badges',
      'Notifications',
      'Content',
      // Send Notification (spec 1 §2: regional coordinator or above).
      'Coordinator',
      'Site',
      'Settings',
      'More',
    ]);
    // No greyed-out entries for screens that do not exist yet.
    await mainMenu(coordinator).getByRole('button', { name: 'Coordinator' }).click();
    expect(await mainMenu(coordinator).locator('[aria-disabled="true"]').count()).toBe(0);
    // The coordinator dashboard exists now (issue 16): its entry opens /dashboard/helm.
    expect(await mainMenu(coordinator).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/helm');

    // 13-character names: the full name in a tooltip.
    await mainMenu(coordinator).getByRole('button', { name: 'Settings' }).click();
    const emailPreferences = mainMenu(coordinator).locator('[title="Email Preferences"]');
    expect((await emailPreferences.innerText()).trim()).toBe('Email Prefer…');
    await screenshot(coordinator, 'coordinator-menu');

    await master.getByRole('contentinfo').getByRole('link', { name: 'Site Map' }).click();
    await master.waitForURL(/\/site_map$/);
    await expect.poll(() => master.title()).toBe('Wellway Demo | Site Map');
    await master.getByRole('link', { name: 'SSO Details' }).waitFor();
    await screenshot(master, 'master-site-map');

    // A route whose menu entry is inactive sends the participant to the root path (and so home):
    // one the role may not use, and one whose screen is not built yet.
    await participant.goto(url('/sso_details'));
    await participant.waitForURL(/\/home$/);
    await participant.goto(url('/challenges'));
    await participant.waitForURL(/\/home$/);

    // An unknown address: the not-found page inside the app's shell, menu and all.
    await participant.goto(url('/no/such/page'));
    await participant.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await mainMenu(participant).getByRole('link', { name: 'Home' }).count()).toBe(1);
  });

  it('lets the master impersonate the participant, whose logged day records the impersonator, then return', async () => {
    const master = await signedInAs('master');
    // Read before the impersonation: the tabs share one cookie jar, which then holds Pat's session.
    const masterName = (await (await master.request.get(url('/api/users/me'))).json()).data.profile.full_name as string;
    await mainMenu(master).getByRole('button', { name: 'Master' }).click();
    await mainMenu(master).getByRole('link', { name: 'Users' }).click();
    await master.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await screenshot(master, 'master-users');

    const opened = master.context().waitForEvent('page');
    await master.getByRole('link', { name: 'Impersonate Pat Rivera' }).click();
    const asPat = await opened;
    asPat.setDefaultTimeout(UI_TIMEOUT_MS);
    await asPat.waitForURL(/\/home$/);
    await asPat.getByText('You are acting as').waitFor();
    await screenshot(asPat, 'impersonating-home');
    // The impersonation screen returns to the users list by itself.
    await master.waitForURL(/\/site\/[^/]+\/users$/, { timeout: 10_000 });

    const today = (await (await asPat.request.get(url('/api/sites/current'))).json()).data.current_date as string;
    await asPat.goto(url(`/log/${today.slice(0, 4)}`));
    const form = asPat.getByRole('form', { name: /^Activity for / }).first();
    await form.getByLabel('Steps', { exact: true }).fill('2468');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const { rows } = await pool.query<{ type: string; metadata: { actorId: string; impersonatorId: string | null } }>(
      "select type, metadata from es_events where type in ('EntryLogged', 'EntryChanged') and data->>'exerciseSteps' = '2468'",
    );
    expect(rows).toHaveLength(1);
    const masterId = (await pool.query<{ id: string }>("select id from users where email = 'master@demo.wellway.test'")).rows[0]!.id;
    expect(rows[0]!.metadata.impersonatorId).toBe(masterId);
    const started = await pool.query("select 1 from es_events where type = 'ImpersonationStarted' and data->>'impersonatorId' = $1", [
      masterId,
    ]);
    expect(started.rowCount).toBe(1);

    // The day earned Pat's first badge: it pops up over this page (spec 2 §2); close it first.
    const popup = asPat.getByRole('dialog', { name: 'You earned a badge!' });
    await popup.waitFor({ timeout: 45_000 });
    while ((await popup.count()) > 0) {
      const text = await popup.innerText();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect.poll(async () => (await popup.count()) === 0 || (await popup.innerText()) !== text).toBe(true);
    }
    await asPat.getByRole('button', { name: 'End impersonation' }).click();
    await asPat.waitForURL(/\/site\/[^/]+\/users$/);
    await asPat.getByRole('link', { name: 'Impersonate Pat Rivera' }).waitFor();
    // Without a reload: the master's name and menus, and no banner, are back at once.
    expect(await asPat.getByText('You are acting as').count()).toBe(0);
    expect(await asPat.locator('.app-header__name').innerText()).toBe(masterName);
    expect(await mainMenu(asPat).getByRole('button', { name: 'Master' }).count()).toBe(1);
  });

  it("impersonating a user of another site opens that user's site host, signed in as them", async () => {
    const master = await signedInAs('master');
    await master.goto(url(`/site/${ACME_SITE_ID}/users`));
    const opened = master.context().waitForEvent('page');
    await master.getByRole('link', { name: 'Impersonate Alex Kim' }).click();
    const asAlex = await opened;
    asAlex.setDefaultTimeout(UI_TIMEOUT_MS);
    await asAlex.waitForURL(/\/home$/);
    expect(new URL(asAlex.url()).hostname).toBe('acme.localhost');
    await asAlex.getByText('You are acting as').waitFor();
    await asAlex.getByRole('link', { name: 'Acme Wellness' }).first().waitFor();
  });

  it('asks before deleting a user from the list', async () => {
    const master = await signedInAs('master');
    const siteId = (await (await master.request.get(url('/api/users/me'))).json()).data.site_id as string;
    await master.setViewportSize({ width: 600, height: 900 });
    await master.goto(url(`/site/${siteId}/users`));
    await expect.poll(() => master.title()).toBe('Wellway Demo | Users');
    await screenshot(master, 'users-mobile');
    await master.getByRole('button', { name: 'Delete Casey Morgan' }).click();
    const dialog = master.getByRole('alertdialog', { name: 'Remove user' });
    await dialog.getByText('Do you want to remove this user (Casey Morgan)?').waitFor();
    await screenshot(master, 'delete-confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await master.getByRole('button', { name: 'Delete Casey Morgan' }).count()).toBe(1);

    await master.getByRole('button', { name: 'Delete Casey Morgan' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await master.getByRole('button', { name: 'Delete Casey Morgan' }).waitFor({ state: 'detached' });
    const response = await master.request.post(url('/api/users/authenticate'), {
      data: { email: email('coordinator'), password: PASSWORD },
    });
    expect(response.status()).toBe(401);
  });

  it('keeps SSO details: create in the dialog, then the test panel signs on or says Failed test!', async () => {
    const master = await signedInAs('master');
    await mainMenu(master).getByRole('button', { name: 'Master' }).click();
    await mainMenu(master).getByRole('link', { name: 'SSO Details' }).click();
    await master.getByRole('heading', { level: 1, name: 'SSO Details' }).waitFor();
    await master.getByRole('button', { name: 'New SSO detail' }).click();
    const dialog = master.getByRole('dialog', { name: 'New SSO detail' });
    await dialog.getByLabel('SSO label').fill('Demo SSO');
    await dialog.getByLabel(/^Key/).fill('short');
    await dialog.getByLabel('Redirect').fill('/home');
    await dialog.getByLabel('SSO enabled').check();
    await dialog.getByLabel(/^Key/).fill('demo-shared-secret-123456');
    await screenshot(master, 'sso-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await master.getByRole('cell', { name: 'Demo SSO', exact: true }).waitFor();

    const panel = master.getByRole('region', { name: 'Test' });
    await panel.getByLabel('Key', { exact: true }).fill('demo-shared-secret-123456');
    await panel.getByLabel(/^Extra values/).fill('identifier=DEMO-PARTICIPANT\nignored=a=b');
    await panel.getByRole('button', { name: 'Test' }).click();
    await panel.getByText(/^Success: http/).waitFor();
    await panel.getByLabel(/^Extra values/).fill('identifier=NOBODY');
    await panel.getByRole('button', { name: 'Test' }).click();
    await panel.getByText('Failed test!').waitFor();
    await screenshot(master, 'sso-details');
  });
});
