import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Two people become friends through the browser: Pat searches for Casey and asks, Casey accepts
 * from the invites screen, both see each other on their list, and Pat removes Casey again. The
 * demo site turns peers on and calls friends "Buddies" first. Screenshots go to SCREENSHOT_DIR.
 */

const suite = browserSuite();

interface Envelope<T> {
  readonly data: T;
  readonly meta?: { readonly position?: number | null };
}

async function api<T>(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const response = await page.request.fetch(suite.browser.url(`/api${path}`), { method, ...(body === undefined ? {} : { data: body }) });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
}

const signedIn = (key: string, width?: number) => suite.browser.signedInPage(`${key}@demo.wellway.test`, { width });

describe('friends (browser)', () => {
  it('Pat finds Casey and asks; Casey accepts; Pat removes Casey', async () => {
    const master = await signedIn('master');
    const demo = await api<{ id: string; flags: Record<string, boolean> }>(master, 'GET', '/sites/current');
    const flags = Object.fromEntries(Object.entries(demo.body.data.flags).filter(([flag]) => flag !== 'is_goals_enabled'));
    const saved = await api(master, 'PUT', `/sites/${demo.body.data.id}`, {
      flags: { ...flags, is_peers_enabled: true },
      friend_label: 'Buddy',
      friend_label_plural: 'Buddies',
    });
    expect(saved.status).toBe(200);
    await expect
      .poll(async () => (await api(master, 'GET', `/sites/current?min_position=${String(saved.body.meta?.position)}`)).status)
      .toBe(200);

    // Pat searches for Casey (debounced) and asks
    const pat = await signedIn('participant');
    await pat.goto(suite.browser.url('/friends/search'));
    await pat.getByRole('heading', { level: 1, name: 'Buddies' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await pat.getByLabel('Name or e-mail').fill('cas');
    const found = pat.getByRole('list', { name: 'People found' });
    await found.getByText('Casey Morgan', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await found.getByRole('button', { name: 'Add Buddy Casey Morgan' }).click();
    await found.getByText('Request pending').waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(pat, 'friends-search');

    // An address nobody has: the e-mail invite is offered
    await pat.getByLabel('Name or e-mail').fill('newcomer@example.com');
    await pat.getByRole('button', { name: 'Invite newcomer@example.com by e-mail' }).click();
    await pat.getByText('Already invited.').waitFor({ timeout: UI_TIMEOUT_MS });

    // Casey sees the request under Buddy Invites and accepts it
    const casey = await signedIn('coordinator');
    await casey.goto(suite.browser.url('/friends/pending'));
    const incoming = casey.getByRole('list', { name: 'Incoming Requests' });
    await incoming.getByText('Pat Rivera', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(casey, 'friends-pending');
    await incoming.getByRole('button', { name: 'Accept Pat Rivera' }).click();
    await casey.getByText('You and Pat Rivera are now connected.').waitFor({ timeout: UI_TIMEOUT_MS });
    await casey.getByText('No buddy requests are waiting for you.').waitFor({ timeout: UI_TIMEOUT_MS });

    // Both list each other
    await casey.goto(suite.browser.url('/friends/list'));
    await casey.getByRole('list', { name: 'My Buddies' }).getByText('Pat Rivera', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await pat.goto(suite.browser.url('/friends/list'));
    const list = pat.getByRole('list', { name: 'My Buddies' });
    await list.getByText('Casey Morgan', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(pat, 'friends-list');
    const narrow = await signedIn('participant', 400);
    await narrow.goto(suite.browser.url('/friends/list'));
    await narrow.getByText('Casey Morgan', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(narrow, 'friends-list-400');
    expect(await narrow.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(400);

    // Pat removes Casey, after a question
    await list.getByRole('button', { name: 'Remove Casey Morgan' }).click();
    const question = pat.getByRole('alertdialog', { name: 'Remove Buddy' });
    await question.getByText('Do you want to remove Casey Morgan from your buddies?').waitFor();
    await question.getByRole('button', { name: 'Remove' }).click();
    // Pat's other buddy (the demo's Jamie Chen) stays.
    await list.getByText('Casey Morgan', { exact: true }).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    await list.getByText('Jamie Chen', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  });
});
