import { beforeAll, describe, expect, it } from 'vitest';
import { deterministicId, programs, programStream, type ProgramDetails, type TimeFrame } from '@wellway/domain';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { coordinatorSite, coordinatorSiteTree, type SitePerson } from '../testing/coordinator-site.spec.js';

/** The coordinator dashboard over HTTP: each coordinator level's scope, and sites kept apart. */
const harness = useApiHarness(new Date('2026-12-01T10:00:00Z'));

const tree = coordinatorSiteTree('dashboard', 'Dashboard');
const { SITE, OTHER, NORTH, LEEDS, OFFICE, SOUTH, OTHERS_HQ, coordinators } = tree;
/** name → [role, location, site] */
const people: Record<string, SitePerson> = {
  ...coordinators,
  ann: ['user', OFFICE, SITE],
  eve: ['user', OFFICE, SITE],
  fay: ['user', OFFICE, SITE],
  dan: ['user', LEEDS, SITE],
  gus: ['user', LEEDS, SITE],
  bob: ['user', SOUTH, SITE],
  cat: ['user', null, SITE],
  otto: ['user', OTHERS_HQ, OTHER],
};
const site = coordinatorSite(harness, {
  ...tree,
  people,
  registration: (name) => ({ startedOn: name === 'fay' ? '2026-11-02' : '2026-09-01' }),
});
const { personId, tokens } = site;
const programId = (name: string) => deterministicId('program', 'dashboard', name);

const frame = (loggingState: TimeFrame['loggingState'], startDate: string, endDate: string): TimeFrame => ({
  loggingState,
  startDate,
  endDate,
});
const running = [frame('opt_in_logging', '2026-09-01', '2026-12-31')];
/** name → [site, locations, time frames] */
const programList: Record<string, readonly [string, string[], TimeFrame[]]> = {
  everyone: [SITE, [], running],
  south: [SITE, [SOUTH], running],
  office: [SITE, [OFFICE], running],
  soon: [SITE, [NORTH], [frame('coming_soon', '2026-11-01', '2027-01-31'), frame('opt_in_logging', '2027-02-01', '2027-06-30')]],
  elsewhere: [OTHER, [OTHERS_HQ], running],
};

/** Who logged on which day: steps 1000 each (people in Sep, Oct, Nov, Dec 2026; otto on the other site). */
const logged: Record<string, readonly string[]> = {
  '2026-09-10': ['bob', 'cat', 'eve'],
  '2026-10-10': ['ann'],
  '2026-11-10': ['ann', 'eve', 'fay', 'dan', 'gus', 'bob', 'cat', 'otto'],
  '2026-12-01': ['ann', 'eve', 'fay', 'dan', 'gus', 'bob'],
};

const call = async (path: string, who: string) => harness.call('GET', path, { token: tokens.get(who)! });
const get = async (path: string, who: string) => {
  const reply = await call(path, who);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};
const groupsOf = async (path: string, who: string) =>
  ((await get(path, who)).groups as Json[]).map((group) => [group.location_name, group.programs.map((p: Json) => p.name)]);

beforeAll(async () => {
  await site.givenLocations();
  for (const [name, [siteId, locationIds, timeFrames]] of Object.entries(programList)) {
    const details: ProgramDetails = {
      name,
      enabled: true,
      effectiveDateStart: null,
      effectiveDateEnd: null,
      locationIds,
      registrationClosed: false,
      timeFrames,
      promotion: { appName: null, appId: null, promotionId: null, subdomain: null, domainName: null },
      coordinatorReportPromotionId: null,
    };
    const command = {
      type: 'CreateProgram' as const,
      programId: programId(name),
      siteId,
      details,
      context: { siteLocationIds: locationIds },
    };
    await harness.given(programStream(programId(name)), programs.programDecider, command, { siteId, projections: ['programs'] });
  }
  await site.givenPeople();
  // The reporting projection is another branch's: its rows, as it would have left them.
  let position = 0;
  for (const [on, names] of Object.entries(logged)) {
    for (const name of names) {
      await harness.pool.query(`INSERT INTO report_days (site_id, user_id, "on", facts, position) VALUES ($1, $2, $3, $4, $5)`, [
        people[name]![2],
        personId(name),
        on,
        JSON.stringify({ steps: 1000, exercise_minutes: 10, days_logged: 1 }),
        ++position,
      ]);
    }
  }
  await site.signIn();
});

describe('program reports (spec 3 §2.4, §5)', () => {
  const path = `/sites/${SITE}/dashboard/program_reports`;

  it('a coordinator sees every reporting program of the site, grouped by location, site-wide ones first', async () => {
    expect(await groupsOf(path, 'coord')).toEqual([
      ['All locations', ['everyone']],
      ['Leeds office', ['office']],
      ['South', ['south']],
    ]);
    expect((await get(path, 'coord')).helm).toBe('program_reports');
  });

  it("a regional coordinator sees their top-level location's tree; a location coordinator only their location's", async () => {
    expect(await groupsOf(path, 'regional')).toEqual([
      ['All locations', ['everyone']],
      ['Leeds office', ['office']],
    ]);
    expect(await groupsOf(path, 'local')).toEqual([
      ['All locations', ['everyone']],
      ['Leeds office', ['office']],
    ]);
  });

  it("a master sees any site; another site's coordinator and a participant do not", async () => {
    expect(await groupsOf(`/sites/${OTHER}/dashboard/program_reports`, 'master')).toEqual([['HQ', ['elsewhere']]]);
    expect((await call(path, 'oscar')).status).toBe(404);
    expect((await call(path, 'ann')).status).toBe(403);
  });

  it('upcoming launches list the coming-soon programs', async () => {
    expect(await groupsOf(`/sites/${SITE}/dashboard/upcoming_launches`, 'coord')).toEqual([['North', ['soon']]]);
    expect(await groupsOf(`/sites/${SITE}/dashboard/upcoming_launches`, 'local')).toEqual([['North', ['soon']]]);
  });

  it('the session carries the menu rules: Program Reports and Upcoming Launches for coordinators', async () => {
    const me = await get('/session', 'coord');
    expect(me.permissions).toEqual(
      expect.arrayContaining(['coordinator.dashboard', 'coordinator.program_reports', 'coordinator.upcoming_launches']),
    );
    const oscar = await get('/session', 'oscar');
    expect(oscar.permissions).toContain('coordinator.program_reports');
    expect(oscar.permissions).not.toContain('coordinator.upcoming_launches');
  });

  it('the activity summary and reports links point at our EOP and reports page, for programs in scope only', async () => {
    const south = programId('south');
    expect(await get(`/activity_summary_urls/${south}?redirect=true`, 'coord')).toEqual({
      redirect_url: `/site/${SITE}/eop?program_id=${south}`,
    });
    expect(await get(`/reports_urls/${south}?redirect=true`, 'coord')).toEqual({ redirect_url: '/dashboard/reporting' });
    expect(await get(`/reports_urls/${south}?redirect=true`, 'master')).toEqual({ redirect_url: `/site/${SITE}/reports` });
    expect((await call(`/activity_summary_urls/${south}?redirect=true`, 'local')).status).toBe(404);
    expect((await call(`/reports_urls/${south}`, 'oscar')).status).toBe(404);
    expect((await call(`/reports_urls/not-a-program`, 'coord')).status).toBe(404);
  });
});

describe('participants (spec 3 §2.4: Coordinator only)', () => {
  const path = `/sites/${SITE}/participants`;
  const namesOf = (data: Json[]) => data.map((person) => person.first_name);

  it('lists the site’s participants a page at a time, with the total', async () => {
    const reply = await call(`${path}?page_size=3&page=2`, 'coord');
    expect(reply.status).toBe(200);
    expect(reply.body.meta?.total_records).toBe(7);
    expect(reply.body.data).toHaveLength(3);
  });

  it('searches by name or e-mail', async () => {
    expect(namesOf(await get(`${path}?search=fa`, 'coord'))).toEqual(['fay']);
    expect(namesOf(await get(`${path}?search=BOB@dashboard`, 'coord'))).toEqual(['bob']);
  });

  it('is refused to regional and location coordinators, and to another site', async () => {
    expect((await call(path, 'regional')).status).toBe(403);
    expect((await call(path, 'local')).status).toBe(403);
    expect((await call(path, 'oscar')).status).toBe(404);
    expect(namesOf(await get(`/sites/${OTHER}/participants`, 'master'))).toEqual(['otto']);
  });

  it('answers 422 for a bad page', async () => {
    expect((await call(`${path}?page=0`, 'coord')).status).toBe(422);
  });
});

describe('stats (spec 3 §7: per site with year; regional or above)', () => {
  const path = `/sites/${SITE}/coordinator_stats?year=2026`;
  const month = (stats: Json, m: number) => stats.periods[m - 1];

  it('a coordinator sees the whole site; small months read as hidden, with one more hidden beside them', async () => {
    const stats = await get(path, 'coord');
    expect(stats.periods).toHaveLength(12);
    expect(stats.privacy_floor).toBe(5);
    expect(month(stats, 11)).toMatchObject({ suppressed: false, participants_logging: 7, facts: { steps: 7000 }, average_steps: 1000 });
    for (const m of [9, 10, 12])
      expect(month(stats, m)).toMatchObject({ suppressed: true, participants_logging: null, facts: { steps: null } });
    expect(stats.total).toMatchObject({ suppressed: false, participants_logging: 7, facts: { steps: 17000 }, registrations: 7 });
    expect(month(stats, 11).registrations).toBe(1);
    expect(stats.notice).toContain('fewer than 5');
  });

  it("a regional coordinator sees only their top-level location's people", async () => {
    const stats = await get(path, 'regional');
    expect(month(stats, 12)).toMatchObject({ suppressed: false, participants_logging: 5, facts: { steps: 5000 } });
    expect(month(stats, 11)).toMatchObject({ suppressed: true });
    expect(stats.total.registrations).toBe(5);
  });

  it('a master is not limited by the floor; the other site’s figures stay there', async () => {
    const stats = await get(path, 'master');
    expect(month(stats, 10)).toMatchObject({ suppressed: false, participants_logging: 1, facts: { steps: 1000 } });
    expect(month(stats, 11).facts.steps).toBe(7000);
    expect(stats.notice).toBeNull();
    expect(month(await get(`/sites/${OTHER}/coordinator_stats?year=2026`, 'master'), 11).facts.steps).toBe(1000);
  });

  it('per week, the weeks of the year from the Monday on or before 1 January', async () => {
    const stats = await get(`${path}&period=week`, 'master');
    expect(stats.periods[0].starts_on).toBe('2025-12-29');
    expect(stats.periods.find((p: Json) => p.starts_on === '2026-11-09').facts.steps).toBe(7000);
  });

  it('reads what participants log, through the reporting projection (read-your-writes)', async () => {
    const logged = await harness.call('POST', '/entries', {
      token: tokens.get('otto')!,
      body: { recorded_on: '2026-11-30', exercise_steps: 500, exercise_minutes: 5, entry_exercise_activities: [] },
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    const stats = await get(`/sites/${OTHER}/coordinator_stats?year=2026&min_position=${logged.body.meta?.position}`, 'master');
    expect(month(stats, 11).facts).toMatchObject({ steps: 1500, exercise_minutes: 15, days_logged: 2 });
  });

  it('is refused to location coordinators, another site and a bad year', async () => {
    expect((await call(path, 'local')).status).toBe(403);
    expect((await call(path, 'oscar')).status).toBe(404);
    expect((await call(`/sites/${SITE}/coordinator_stats?year=1900`, 'coord')).status).toBe(422);
    expect((await call(`/sites/${SITE}/coordinator_stats?period=day`, 'coord')).status).toBe(422);
  });
});
