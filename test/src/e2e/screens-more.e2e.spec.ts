import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { DEMO_PASSWORD } from '../../../ops/src/demo-seed.js';
import { checkDialog, checkScreens, clean, turnOnHighContrast, userMe, WIDE } from '../support/screens.js';
import { OTHER_SITE_ID, otherEmail, seedOtherSite } from '../support/second-site.js';
import { turnOnDemoWall } from '../support/wall.js';

/** The screens the site map does not reach (test/src/support/screens.ts says what is checked). */
const suite = browserSuite();

describe('more screens: dialogs, the dashboard through the site switch, the wall, high contrast (browser)', () => {
  it("opens the erasure dialogs cleanly at 1280 and 400 px: Delete my account, and the users list's Remove user", async () => {
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    const deleteAccount = await checkDialog(suite, participant, 'participant', '/settings/personal', 'delete-account', async (page) => {
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog', { name: 'Delete my account?' }).waitFor();
    });
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(master)).data;
    const removeUser = await checkDialog(suite, master, 'master', `/site/${siteId}/users`, 'remove-user', async (page) => {
      await page.getByRole('button', { name: 'Delete Casey Morgan' }).click();
      await page.getByRole('alertdialog', { name: 'Remove user' }).waitFor();
    });
    expect({ deleteAccount, removeUser }).toEqual({ deleteAccount: [], removeUser: [] });
  }, 120_000);

  it('opens the coordinator dashboard cleanly at 1280 and 400 px for a master, through the site switch (issue 16)', async () => {
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(master)).data;
    const site = `?site_id=${siteId}`;
    const report = await checkScreens(suite, master, 'master-dashboard', [
      `/dashboard/reports${site}`,
      `/dashboard/upcoming_launches${site}`,
      `/dashboard/participants${site}`,
      `/dashboard/stats${site}`,
      `/dashboard/stats${site}&period=week`,
    ]);
    expect(report).toEqual(clean(report));
  }, 120_000);

  it('opens the wall-gated screens cleanly at 1280 and 400 px: Following (with a breadcrumb) and Guidelines', async () => {
    // The demo site has the wall off: a master turns it on and publishes a guideline.
    await turnOnDemoWall(suite.system.baseUrl);
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const guideline = await master.request.post(suite.browser.url('/api/custom_content'), {
      data: { category: 'wall', title: 'Be kind', content_html: '<p>Posts are seen by everyone on the site.</p>' },
    });
    expect(guideline.status()).toBe(201);
    // Pat follows Casey, so the list and its breadcrumb have someone to show.
    const caseyId = (await userMe(await suite.browser.signedInPage('coordinator@demo.wellway.test'))).data.id;
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    // 403 until the wall flag reaches the read model; 200 if the seed had Pat follow Casey already.
    const follow = async () =>
      (await participant.request.post(suite.browser.url('/api/follows'), { data: { followee_id: caseyId } })).status();
    await expect.poll(async () => [200, 201].includes(await follow())).toBe(true);
    const report = await checkScreens(suite, participant, 'participant-wall', [
      '/following',
      '/following/following',
      `/following/${caseyId}`,
      '/guidelines',
    ]);
    expect(report).toEqual(clean(report));
  }, 120_000);

  it('opens the participant home and administration screens cleanly in high contrast, at 1280 and 400 px', async () => {
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    await turnOnHighContrast(participant);
    const year = (
      await participant.evaluate<{ data: { current_date: string } }>("fetch('/api/sites/current').then((response) => response.json())")
    ).data.current_date.slice(0, 4);
    const participantReport = await checkScreens(suite, participant, 'participant-contrast', ['/home', `/log/${year}`]);
    expect(participantReport).toEqual(clean(participantReport));
    expect(await participant.locator('html').getAttribute('data-contrast')).toBe('high');

    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    await turnOnHighContrast(master);
    const { site_id: siteId } = (await userMe(master)).data;
    const masterReport = await checkScreens(suite, master, 'master-contrast', [
      '/sites',
      `/site/${siteId}/edit`,
      `/site/${siteId}/users`,
      '/erasures',
    ]);
    expect(masterReport).toEqual(clean(masterReport));
    expect(await master.locator('html').getAttribute('data-contrast')).toBe('high');
  }, 240_000);
  it('opens the wall screens cleanly at 1280 and 400 px once the site turns the wall on (issue 15)', async () => {
    await turnOnDemoWall(suite.system.baseUrl);
    const participant = await suite.browser.signedInPage('participant@demo.wellway.test', { width: WIDE });
    const posted = await participant.evaluate<{ data: { id: string } }>(
      "fetch('/api/posts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'Screens sweep: a post with a link https://example.com' }) }).then((response) => response.json())",
    );
    const participantReport = await checkScreens(suite, participant, 'participant-wall', [
      '/wall/all',
      '/wall/my',
      '/wall/friends',
      '/wall/following',
      '/wall/tagged',
      `/wall/post/${posted.data.id}`,
    ]);
    // Jamie reports it, so Flagged Posts has a row to show.
    const jamie = await suite.browser.signedInPage('jamie@demo.wellway.test', { width: WIDE });
    const jamieId = (await userMe(jamie)).data.id;
    const reported = await jamie.request.put(suite.browser.url(`/api/posts/${posted.data.id}`), {
      data: { is_flagged: true, flagged_by: jamieId },
    });
    expect(reported.status()).toBe(200);
    const coordinator = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: WIDE });
    const flagged = async () =>
      ((await (await coordinator.request.get(suite.browser.url('/api/posts?filter=flagged&page_size=0'))).json()) as { data: unknown[] })
        .data.length;
    await expect.poll(flagged).toBeGreaterThan(0);
    const coordinatorReport = await checkScreens(suite, coordinator, 'coordinator-wall', ['/dashboard/flagged_posts']);
    expect({ ...participantReport, ...coordinatorReport }).toEqual(clean({ ...participantReport, ...coordinatorReport }));
  }, 240_000);

  it('opens the wall expert screens cleanly at 1280 and 400 px: My Posts and a site wall (spec 2 §2)', async () => {
    // The demo seed has no wall expert: a second site with its wall on brings one.
    await seedOtherSite(suite.system.databaseUrl, new Date(), ['poster'], { is_wall_enabled: true });
    const signIn = async () =>
      (
        await fetch(`${suite.system.baseUrl}/api/users/authenticate?site_id=${OTHER_SITE_ID}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: otherEmail('poster'), password: DEMO_PASSWORD }),
        })
      ).status;
    await expect.poll(signIn).toBe(200);
    const poster = await suite.browser.signedInPage(otherEmail('poster'), { width: WIDE, host: 'other.localhost' });
    const report = await checkScreens(
      suite,
      poster,
      'poster',
      ['/wallexpert/posts', `/wallexpert/walls/${OTHER_SITE_ID}`],
      'other.localhost',
    );
    expect(report).toEqual(clean(report));
  }, 120_000);

  it("opens the badges list's Award dialog cleanly at 1280 and 400 px", async () => {
    const coordinator = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(coordinator)).data;
    const badges = `/site/${siteId}/badges`;
    const awardBadge = await checkDialog(suite, coordinator, 'coordinator', badges, 'award-badge', async (page) => {
      await page.getByRole('button', { name: 'Award Star Colleague' }).click();
      await page.getByRole('dialog', { name: 'Award Star Colleague' }).getByRole('checkbox').first().waitFor();
    });
    expect(awardBadge).toEqual([]);
  }, 120_000);

  it('opens the reports page with a run, its filters and the Save dialog cleanly at 1280 and 400 px, for a coordinator and a master (issue 16)', async () => {
    const master = await suite.browser.signedInPage('master@demo.wellway.test', { width: WIDE });
    const { site_id: siteId } = (await userMe(master)).data;
    // An evaluation of the demo site (its dates long past: no one is asked to take it), so the run's "Completed" picker shows.
    await master.evaluate(
      `fetch('/api/sites/${siteId}/site_evaluations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Screens sweep check-in', start_date: '2020-01-01', end_date: '2020-01-31', site_evaluation_questions: [{ name: 'How do you feel?', prompt_type: 'DROPDOWN', options: 'Great|Fine', sequence: 1 }] }) }).then((response) => { if (!response.ok) throw new Error(String(response.status)); })`,
    );
    const fieldIds = () =>
      master.evaluate<string[]>(
        `fetch('/api/report_fields?site_id=${siteId}').then((response) => response.json()).then((body) => (Array.isArray(body) ? body : body.data).map((field) => field.id))`,
      );
    await expect.poll(async () => (await fieldIds()).some((id) => id.startsWith('evaluation:'))).toBe(true);
    const shown = async (page: Page) => {
      await page.getByLabel('Completed', { exact: true }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByLabel('Filter 1 field').selectOption({ index: 1 });
      await page.getByRole('checkbox', { name: /^Total Steps/ }).check(); // a coordinator's run is then aggregated, with its notice
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByRole('region', { name: 'Report results' }).or(page.getByText('No results.')).first().waitFor();
    };
    const coordinator = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: WIDE });
    const coordinatorRun = await checkDialog(suite, coordinator, 'coordinator', '/dashboard/reporting', 'run', shown);
    const saving = await checkDialog(suite, coordinator, 'coordinator', '/dashboard/reporting', 'save', async (page) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('dialog', { name: 'Save report' }).waitFor();
    });
    const masterRun = await checkDialog(suite, master, 'master', `/site/${siteId}/reports`, 'run', shown);
    const sql = await checkDialog(suite, master, 'master', `/site/${siteId}/reports`, 'sql', async (page) => {
      await page.getByRole('radio', { name: 'SQL' }).check();
      await page.getByRole('textbox', { name: 'SQL' }).fill('SELECT first_name, last_name FROM participants ORDER BY last_name');
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByRole('region', { name: 'Report results' }).or(page.getByText('No results.')).first().waitFor();
    });
    expect([...coordinatorRun, ...saving, ...masterRun, ...sql]).toEqual([]);
  }, 180_000);
});
