import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadModelDb, rollUpReportDays } from '@wellway/read-models';
import { DEMO_PEOPLE, DEMO_PROGRAM_ID, DEMO_SITE_ID, demoLocationId } from '../../../ops/src/demo-seed.js';
import { screenshot, UI_TIMEOUT_MS } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * The end-of-program report in the browser: Casey (coordinator) opens it from the site page, sees
 * the demo program's figures (the seed's colleagues and these twelve), filters by a parent
 * location, then a child one (the seed's 3 in South Depot: activity shown as "fewer than 5", with
 * the notice), reads the weekly table's caption at 400 px without scrolling sideways, then prints
 * it to PDF (A4) and the PDF holds the report's sections on several pages, with no menu or
 * buttons. Twelve participants in the demo offices and their days are written as the users and
 * reporting projections leave them, the reporting rollups derived from them (and from the seed's
 * days, once projected) as a rebuild derives them.
 */

const suite = browserSuite();
let pool: pg.Pool;

const offices: readonly (readonly [string, string])[] = [
  ['Headquarters', 'Finance'],
  ['Headquarters', 'People & Culture'],
  ['Field Offices', 'North Depot'],
];
const PEOPLE = 12;
const personOffice = (n: number) => offices[n < 8 ? n % 2 : 2]!;
/** The seed's participants with an office (all in the demo program's locations), under `top` and `office` if given. */
const seeded = (top?: string, office?: string) =>
  DEMO_PEOPLE.filter((person) => person.office && (!top || person.office[0] === top) && (!office || person.office[1] === office)).length;

/** Polls `probe` until it holds: nothing notifies a spec when the projector has caught up. */
async function eventually(probe: () => Promise<boolean>, what: string, timeoutMs = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: suite.system.databaseUrl, max: 1 });
  // The seed's people and days projected first: the rollups below are derived from every day.
  const projected = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM report_people WHERE site_id = $1 AND counted AND location_id <> '' AND logged IS NOT NULL`,
          [DEMO_SITE_ID],
        )
      ).rows[0]?.n,
    ) === seeded();
  await eventually(projected, "the seed's people and days");
  for (let n = 0; n < PEOPLE; n += 1) {
    const id = `eop-e2e-${n}`;
    await pool.query(
      `INSERT INTO users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
       VALUES ($1, $2, $3, 'user', 'Eop', $4, $5, 'x', $6, 0)`,
      [id, DEMO_SITE_ID, `${id}@eop.test`, `Person ${n}`, daysAgo(40), demoLocationId(...personOffice(n))],
    );
    await pool.query(`INSERT INTO report_people (site_id, user_id, location_id, counted) VALUES ($1, $2, $3, true)`, [
      DEMO_SITE_ID,
      id,
      demoLocationId(...personOffice(n)),
    ]);
    for (let day = 1; day <= 30; day += n % 3 === 0 ? 1 : 2) {
      const facts = {
        steps: 4000 + n * 250 + day * 10,
        exercise_minutes: 20 + (n % 4) * 5,
        days_logged: 1,
        badges_earned: day === 1 ? 1 : 0,
      };
      await pool.query(`INSERT INTO report_days (site_id, user_id, "on", facts, position) VALUES ($1, $2, $3, $4, 0)`, [
        DEMO_SITE_ID,
        id,
        daysAgo(day),
        JSON.stringify(facts),
      ]);
    }
  }
  await rollUpReportDays(createReadModelDb(pool));
});

afterAll(async () => {
  await pool?.end();
});

describe('end-of-program report (browser)', () => {
  it('a coordinator opens it from the site page, filters by location and prints it to PDF', async () => {
    const casey = await suite.browser.signedInPage('coordinator@demo.wellway.test', { width: 1280 });
    await casey.goto(suite.browser.url(`/site/${DEMO_SITE_ID}`));
    await casey.getByRole('link', { name: 'End-of-program report' }).click();
    await casey.getByRole('heading', { level: 1, name: 'End-of-program report' }).waitFor();
    await casey.getByText(/^Winter Wellness Challenge: /).waitFor({ timeout: UI_TIMEOUT_MS });
    const tile = (label: string) =>
      casey
        .locator('.stat-tile')
        .filter({ has: casey.getByText(label, { exact: true }) })
        .locator('.stat-tile__value');
    const everyone = String(PEOPLE + seeded());
    expect(await tile('Enrolled').innerText()).toBe(everyone);
    expect(await casey.getByRole('combobox', { name: 'Program' }).inputValue()).toBe(DEMO_PROGRAM_ID);
    await casey.getByRole('heading', { name: 'Top locations' }).waitFor();
    await screenshot(casey, 'eop');

    // Field Offices: 4 of these and the seed's 6, enough to show their activity.
    await casey.getByRole('combobox', { name: 'Parent location' }).selectOption({ label: 'Field Offices' });
    await casey.waitForURL(/location_id=/);
    await expect.poll(() => tile('Enrolled').innerText(), { timeout: UI_TIMEOUT_MS }).toBe(String(4 + seeded('Field Offices')));
    expect(await tile('Steps').innerText()).toMatch(/^[\d,]+$/);
    // South Depot: the seed's 3, so their activity figures are withheld and the page says why.
    await casey.getByRole('combobox', { name: 'Child location' }).selectOption({ label: 'South Depot' });
    await expect.poll(() => tile('Enrolled').innerText(), { timeout: UI_TIMEOUT_MS }).toBe(String(seeded('Field Offices', 'South Depot')));
    expect(await tile('Steps').innerText()).toBe('fewer than 5');
    await casey
      .getByRole('note')
      .getByText(/To protect participants' privacy/)
      .waitFor();

    // At 400 px the weekly table scrolls sideways on its own; its caption, above it, fits the screen.
    await casey.setViewportSize({ width: 400, height: 900 });
    const caption = casey.getByText(/^Participation by calendar week/);
    await casey.getByRole('table', { name: /^Participation by calendar week/ }).waitFor();
    expect((await caption.boundingBox())!.width).toBeLessThanOrEqual(400);
    await caption.scrollIntoViewIfNeeded();
    await screenshot(casey, 'eop-400');

    // Back to the whole site, then to paper
    await casey.setViewportSize({ width: 1280, height: 900 });
    await casey.getByRole('combobox', { name: 'Parent location' }).selectOption({ label: 'All locations' });
    await expect.poll(() => tile('Enrolled').innerText(), { timeout: UI_TIMEOUT_MS }).toBe(everyone);
    await casey.emulateMedia({ media: 'print' });
    const pdf = await casey.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const folder = process.env.SCREENSHOT_DIR ?? join('/tmp', 'eop-e2e');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'eop.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(pages).toBeGreaterThanOrEqual(2);
    // The figures over time start the second page, after the headline's.
    const secondPage = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-layout', file, '-'], { encoding: 'utf8' });
    expect(secondPage.trimStart().startsWith('Participation over time')).toBe(true);
    for (const expected of [
      'End-of-program report',
      'At a glance',
      'Participation over time',
      'Top locations',
      'Evaluations',
      'Headquarters',
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of ['Print', 'Parent location', 'Log out']) expect(text).not.toContain(absent);
    // A4 portrait: 595 × 842 points.
    expect(info).toMatch(/Page size:\s+59[45][.\d]* x 84[12][.\d]* pts \(A4\)/);
  });
});
