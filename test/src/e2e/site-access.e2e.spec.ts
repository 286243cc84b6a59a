import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Sites and access through the browser: two editors of one site (If-Match), a host that is no
 * site's (spec 2 "Site 404", SITE_NOT_FOUND_URL unset), and the idle timeout (spec 1 §4) on a site
 * whose idle time and countdown are set to seconds.
 */

const suite = browserSuite();

interface Envelope<T> {
  readonly data: T;
  readonly meta?: { readonly position?: number | null };
}

interface SiteData {
  readonly id: string;
  readonly name: string;
  readonly friend_label: string;
  readonly flags: Record<string, boolean>;
}

/** The page's own session (its cookies) calling the API, as the web app would. */
async function api<T>(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const response = await page.request.fetch(suite.browser.url(`/api${path}`), { method, ...(body === undefined ? {} : { data: body }) });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
}

const signedIn = (email: string) => suite.browser.signedInPage(email);

describe('sites and access (browser)', () => {
  it("refuses a site save over someone else's newer one, says so, and keeps their change", async () => {
    const master = await signedIn('master@demo.wellway.test');
    const sites = await api<SiteData[]>(master, 'GET', '/sites?page_size=0');
    const acme = sites.body.data.find((site) => site.name === 'Acme Wellness');
    expect(acme).toBeDefined();
    await master.goto(suite.browser.url(`/site/${acme?.id}/edit`));
    const form = master.getByRole('form', { name: 'Site' });
    await form.getByLabel('Friend label', { exact: true }).fill('Comrade');

    // Meanwhile another editor saves the site.
    const other = await api<SiteData>(master, 'PUT', `/sites/${acme?.id}`, { friend_label: 'Colleague' });
    expect(other.status).toBe(200);

    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Could not save Site').waitFor();
    await form.getByText('This site was changed by someone else. Reload to see the changes.').waitFor();
    const read = await api<SiteData>(master, 'GET', `/sites/${acme?.id}?min_position=${String(other.body.meta?.position)}`);
    expect(read.body.data.friend_label).toBe('Colleague');

    // Reloaded, the editor starts from the newer revision and saves.
    await master.reload();
    await form.getByLabel('Friend label', { exact: true }).fill('Comrade');
    await form.getByRole('button', { name: 'Save' }).click();
    await master.getByRole('heading', { level: 1, name: 'Acme Wellness' }).waitFor();
    await master.getByText(/^Comrade \/ /).waitFor();
  });

  it('shows a plain "no site" page, with no app shell, on a host that is no site\'s', async () => {
    const page = await suite.browser.newPage();
    // Chromium resolves every *.localhost name to the loopback address.
    await page.goto(suite.browser.on('nosite.localhost', '/'));
    await page.getByRole('heading', { level: 1, name: 'There is no Wellway site at this address.' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    // Any path, the login page included, is the same page.
    await page.goto(suite.browser.on('nosite.localhost', '/welcome/login'));
    await page.getByRole('heading', { level: 1, name: 'There is no Wellway site at this address.' }).waitFor();
    expect(await page.title()).toBe('No site here');
  });

  it('warns an idle participant, lets them stay, then signs them out when the countdown runs out', async () => {
    const master = await signedIn('master@demo.wellway.test');
    const demo = await api<SiteData & { id: string }>(master, 'GET', '/sites/current');
    const flags = Object.fromEntries(Object.entries(demo.body.data.flags).filter(([flag]) => flag !== 'is_goals_enabled'));
    // The site's own idle settings: 2 s idle, then a 4 s countdown (production: 20 minutes and 5:00).
    const saved = await api<unknown>(master, 'PUT', `/sites/${demo.body.data.id}`, {
      flags: { ...flags, is_timeout_enabled: true },
      idle_timeout_seconds: 2,
      idle_countdown_seconds: 4,
    });
    expect(saved.status).toBe(200);
    expect((await api<unknown>(master, 'GET', `/sites/current?min_position=${String(saved.body.meta?.position)}`)).status).toBe(200);

    const participant = await signedIn('participant@demo.wellway.test');
    await participant.waitForURL(/\/home$/);
    const warning = participant.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor();
    await warning.getByText(/logged out in 0:0\d/).waitFor();
    await warning.getByRole('button', { name: 'Stay' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(new URL(participant.url()).pathname).toBe('/home');
    expect((await api<unknown>(participant, 'GET', '/users/me')).status).toBe(200);

    // Idle again: the warning comes back; this time no one stays.
    await warning.waitFor();
    await participant.waitForURL(/\/welcome/);
    expect((await participant.request.get(suite.browser.url('/api/users/me'))).status()).toBe(401);
  });
});
