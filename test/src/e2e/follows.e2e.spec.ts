import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * Following toggles on and off and reloads the follow list (spec 2 §4): Pat follows Casey, sees
 * Casey's posts on /wall/{Casey's id} with 'Unfollow Casey Morgan' in a post's menu, finds
 * 'All Following' and Casey on /following (each opening the wall filtered by them), sees the
 * breadcrumb on /following/{Casey's id}, and unfollows Casey from the list. The demo site turns
 * its wall on first. Screenshots go to SCREENSHOT_DIR.
 */

const suite = browserSuite();

const signedIn = (key: string, width?: number) => suite.browser.signedInPage(`${key}@demo.wellway.test`, { width });
const json = async <T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) => {
  const response = await page.request.fetch(suite.browser.url(`/api${path}`), { method, ...(data === undefined ? {} : { data }) });
  return { status: response.status(), body: (await response.json()) as { data: T } };
};

describe('follows (browser)', () => {
  it('Pat follows Casey, opens the list and the breadcrumb, and unfollows Casey', async () => {
    const master = await signedIn('master');
    const demo = await json<{ id: string; flags: Record<string, boolean> }>(master, 'GET', '/sites/current');
    const flags = Object.fromEntries(Object.entries(demo.body.data.flags).filter(([flag]) => flag !== 'is_goals_enabled'));
    expect((await json(master, 'PUT', `/sites/${demo.body.data.id}`, { flags: { ...flags, is_wall_enabled: true } })).status).toBe(200);
    const caseyPage = await signedIn('coordinator');
    const casey = (await json<{ id: string }>(caseyPage, 'GET', '/users/me')).body.data;

    const pat = await signedIn('participant');
    // 403 until the wall flag reaches the read model.
    const follow = async () => (await json(pat, 'POST', '/follows', { followee_id: casey.id })).status;
    await expect.poll(async () => [200, 201].includes(await follow())).toBe(true);

    // The wall filtered by Casey's id shows Casey's posts; a post's menu knows Pat follows Casey.
    expect((await json(caseyPage, 'POST', '/posts', { content: 'Casey walks at noon' })).status).toBe(201);
    await pat.goto(suite.browser.url(`/wall/${casey.id}`));
    await pat.getByText('Casey walks at noon').waitFor({ timeout: UI_TIMEOUT_MS });
    await pat.getByText('Posts by Casey Morgan.').waitFor({ timeout: UI_TIMEOUT_MS });
    const posts = await pat.getByRole('article', { name: /^Post by / }).evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
    expect(new Set(posts)).toEqual(new Set(['Post by Casey Morgan']));
    await pat.getByRole('button', { name: 'Actions for the post by Casey Morgan' }).first().click();
    await pat.getByRole('button', { name: 'Unfollow Casey Morgan' }).waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(pat, 'wall-person-filter');
    await pat.goto(suite.browser.url('/following'));
    const list = pat.getByRole('list', { name: 'People I follow' });
    await list.getByRole('link', { name: 'Casey Morgan' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const links = await list.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(['/wall/following', `/wall/${casey.id}`]);
    await screenshot(pat, 'following');

    await pat.goto(suite.browser.url(`/following/${casey.id}`));
    const crumbs = pat.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Casey Morgan').waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(pat, 'following-breadcrumb');

    // Unfollowing the person the breadcrumb names reloads the list and goes back to /following.
    await pat.getByRole('button', { name: 'Unfollow Casey Morgan' }).click();
    await pat.getByText('You are not following anyone yet.').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(new URL(pat.url()).pathname).toBe('/following');
    await expect.poll(async () => (await json(pat, 'GET', `/follows/${casey.id}`)).status).toBe(404);
  }, 120_000);
});
