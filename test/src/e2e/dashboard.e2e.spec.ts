import { describe, expect, it } from 'vitest';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * The coordinator dashboard through the browser (issue 16 "Dashboard"): Casey (coordinator)
 * opens the Dashboard entry, /dashboard/helm sends her to Program Reports (the demo site has a
 * reporting program), whose activity summary points at the program's EOP; she finds a colleague
 * in Participants with a search, and reads Stats as charts with their numbers, where the day
 * Jamie logged last year, alone in its month, reads "fewer than 5" and the screen says why (this
 * year the seed's colleagues log beside Jamie and Sam: enough people). A master sees the same
 * site's figures through the site switch, unhidden.
 */

const email = (key: string) => `${key}@demo.wellway.test`;
const suite = browserSuite();
const signedInAs = (key: string) => suite.browser.signedInPage(email(key));

describe('coordinator dashboard (browser)', () => {
  it('helm redirects to program reports; participants are searched; stats are drawn, small groups hidden', async () => {
    const master = await signedInAs('master');
    const siteId = await master.evaluate<string>("fetch('/api/users/me').then((r) => r.json()).then((b) => b.data.site_id)");
    // Beside the demo seed's days, one more day each today, and Jamie's one day last year (a site year).
    let position = 0;
    let lastYear = 0;
    const log = async (page: typeof master, recordedOn: string) => {
      const logged = await page.request.post(suite.browser.url('/api/entries'), {
        data: { recorded_on: recordedOn, exercise_steps: 4321, exercise_minutes: 30, entry_exercise_activities: [] },
      });
      expect(logged.status()).toBe(201);
      position = Math.max(position, ((await logged.json()) as { meta: { position: number } }).meta.position);
    };
    for (const key of ['jamie', 'sam']) {
      const page = await signedInAs(key);
      const today = await page.evaluate<string>("fetch('/api/sites/current').then((r) => r.json()).then((b) => b.data.current_date)");
      await log(page, today.slice(0, 10));
      lastYear = Number(today.slice(0, 4)) - 1;
      if (key === 'jamie') await log(page, `${lastYear}-06-15`);
    }
    // Read-your-writes: the figures once the reporting projection has these days (and the seed's before them).
    const stats = async (page: typeof master, year?: number) =>
      (
        (await (
          await page.request.get(
            suite.browser.url(`/api/sites/${siteId}/coordinator_stats?min_position=${position}${year ? `&year=${year}` : ''}`),
          )
        ).json()) as {
          data: { notice: string | null; total: { facts: { steps: number | null } } };
        }
      ).data;
    const allSteps = (await stats(master)).total.facts.steps ?? 0;
    expect(allSteps).toBeGreaterThanOrEqual(8642);
    expect((await stats(await signedInAs('coordinator'), lastYear)).notice).toContain('fewer than 5');

    const casey = await signedInAs('coordinator');
    const menu = casey.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Coordinator' }).click();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await casey.waitForURL(/\/dashboard\/reports$/);
    await casey.getByRole('heading', { level: 1, name: 'Program Reports' }).waitFor();
    await casey.waitForLoadState('networkidle');
    await screenshot(casey, 'dashboard-program-reports');
    const headquarters = casey.locator('section.card').filter({ has: casey.getByRole('heading', { name: 'Headquarters' }) });
    await headquarters.getByText('Winter Wellness Challenge').waitFor();
    await headquarters.getByRole('button', { name: 'Activity summary of Winter Wellness Challenge' }).click();
    await casey.waitForURL(/\/site\/[^/]+\/eop\?program_id=/);

    // Participants: a search narrows the list (debounced), the location columns as the user list's
    await casey.goto(suite.browser.url('/dashboard/participants'));
    await casey.getByRole('heading', { level: 1, name: 'Participants' }).waitFor();
    const rows = casey.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    await casey.getByRole('searchbox', { name: 'Search participants' }).fill('jamie');
    await casey.getByRole('status').getByText('1 participant matching “jamie”').waitFor();
    expect(await rows.count()).toBe(2);
    await casey.getByRole('cell', { name: 'Chen' }).waitFor();
    await screenshot(casey, 'dashboard-participants');

    // Stats: charts with a text alternative; last year's one person logging is fewer than the floor
    await casey.goto(suite.browser.url('/dashboard/stats'));
    await casey.getByRole('heading', { level: 1, name: 'Stats' }).waitFor();
    await casey.getByText(/Participation, \d{4}, per month/).waitFor();
    expect(await casey.locator('.dashboard-chart svg.recharts-surface').count()).toBeGreaterThan(0);
    await casey.goto(suite.browser.url(`/dashboard/stats/${lastYear}`));
    await casey.getByText(new RegExp(`Participation, ${lastYear}, per month`)).waitFor();
    await casey
      .getByRole('note')
      .getByText(/fewer than 5/)
      .waitFor({ timeout: UI_TIMEOUT_MS });
    const steps = casey.getByRole('figure').filter({ hasText: /^Steps/ });
    await steps.getByText('Show the numbers').click();
    await steps.getByRole('cell', { name: 'fewer than 5' }).first().waitFor();
    await screenshot(casey, 'dashboard-stats');
    await casey.getByRole('link', { name: 'Per week' }).click();
    await casey.getByText(/Participation, \d{4}, per week/).waitFor();

    // A master on the same site (the site switch): nothing hidden, every day's steps summed
    await master.goto(suite.browser.url(`/dashboard/stats?site_id=${siteId}`));
    await master.getByRole('heading', { level: 1, name: 'Stats' }).waitFor();
    const total = master.locator('.stat-tile').filter({ hasText: 'Total steps' });
    expect(Number((await total.innerText()).replace(/\D/g, ''))).toBe(allSteps);
    expect(await master.getByRole('note').count()).toBe(0);
    await screenshot(master, 'dashboard-stats-master');

    // A stats failure is logged only (spec 3 §8): no error page, no banner; the console says so
    const logged: string[] = [];
    casey.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
    await casey.route('**/coordinator_stats**', (route) => route.fulfill({ status: 403, json: { errors: ['Refused'] } }));
    await casey.goto(suite.browser.url('/dashboard/stats'));
    await casey.getByRole('heading', { level: 1, name: 'Stats' }).waitFor();
    await casey.getByText('No figures to show for now.').waitFor();
    expect(await casey.getByText('Refused').count()).toBe(0);
    await expect.poll(() => logged.some((line) => line.startsWith('Stats could not be loaded'))).toBe(true);
  }, 180_000);
});
