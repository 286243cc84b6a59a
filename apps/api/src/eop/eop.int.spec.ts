import { beforeAll, describe, expect, it } from 'vitest';
import { deterministicId, programs, programStream, type ProgramDetails } from '@wellway/domain';
import { createReadModelDb, rollUpReportDays } from '@wellway/read-models';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { coordinatorSite, coordinatorSiteTree, type SitePerson } from '../testing/coordinator-site.spec.js';

/**
 * The end-of-program report over HTTP on a small known data set: scope per coordinator level,
 * isolation between sites, the privacy floor (5) with complementary suppression, masters unlimited.
 * The program starts and ends mid-week: its first and last calendar weeks count only its days.
 * The reporting days, evaluation-answer and eligibility rows are inserted as their projections
 * leave them, and the reporting rollups derived from the days as a rebuild derives them.
 */
const harness = useApiHarness(new Date('2026-11-27T10:00:00Z'));

const tree = coordinatorSiteTree('eop', 'EOP');
const { SITE, OTHER, NORTH, LEEDS, OFFICE, SOUTH, OTHERS_HQ, coordinators } = tree;
const PROGRAM = deterministicId('program', 'eop-autumn');
const EVALUATION = deterministicId('site-evaluation', 'eop-wellbeing');

const office = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];
/** name → [role, location, site] */
const people: Record<string, SitePerson> = {
  ...coordinators,
  lost: ['location_coordinator', null, SITE],
  ...Object.fromEntries(office.map((name) => [name, ['user', OFFICE, SITE] as const])),
  l1: ['user', LEEDS, SITE],
  l2: ['user', LEEDS, SITE],
  s1: ['user', SOUTH, SITE],
  s2: ['user', SOUTH, SITE],
  s3: ['user', SOUTH, SITE],
  otto: ['user', OTHERS_HQ, OTHER],
};
const site = coordinatorSite(harness, {
  ...tree,
  people,
});
const { personId, tokens } = site;

const program: ProgramDetails = {
  name: 'Autumn Steps',
  enabled: true,
  effectiveDateStart: '2026-11-04', // a Wednesday
  effectiveDateEnd: '2026-11-18', // the Wednesday two weeks later
  locationIds: [],
  registrationClosed: false,
  timeFrames: [],
  promotion: { appName: null, appId: null, promotionId: null, subdomain: null, domainName: null },
  coordinatorReportPromotionId: null,
};

type Day = [string, string, number, number];
/**
 * [person, day, steps, minutes]. Weeks: 11-04 to 11-08 (from a Monday 11-02), 11-09 to 11-15,
 * 11-16 to 11-18. The office logs 11-02 (before the program) and three days of week 1 (active);
 * three of them a day of week 2; l1 three days of the calendar week but one of the program's
 * (not active); o4 two days of week 3 and the day after the program (not active either).
 */
const days: Day[] = [
  ...office.flatMap((name) => ['2026-11-02', '2026-11-04', '2026-11-05', '2026-11-06'].map((on): Day => [name, on, 1000, 10])),
  ...['o1', 'o2', 'o3'].map((name): Day => [name, '2026-11-09', 2000, 0]),
  ['l1', '2026-11-02', 500, 0],
  ['l1', '2026-11-03', 500, 0],
  ['l1', '2026-11-04', 500, 0],
  ['s1', '2026-11-10', 700, 0],
  ['s2', '2026-11-10', 700, 0],
  ['o4', '2026-11-17', 300, 0],
  ['o4', '2026-11-18', 300, 0],
  // After the program: never counted.
  ['o4', '2026-11-19', 99_999, 99],
  ['o1', '2026-11-20', 99_999, 99],
  // Another site's participant, same days.
  ['otto', '2026-11-04', 50_000, 50],
];
/** A badge on the program's first day and on a day before it. */
const BADGE_DAYS = ['2026-11-02', '2026-11-04'];

async function insertReadModelRows() {
  const pool = harness.pool;
  for (const [name, on, steps, minutes] of days) {
    const siteId = people[name]![2];
    const facts = JSON.stringify({ steps, exercise_minutes: minutes, days_logged: 1, badges_earned: BADGE_DAYS.includes(on) ? 1 : 0 });
    await pool.query(`INSERT INTO report_days (site_id, user_id, "on", facts, position) VALUES ($1, $2, $3, $4, 1)`, [
      siteId,
      personId(name),
      on,
      facts,
    ]);
  }
  const questions = [
    {
      id: 'q1',
      name: 'Do you feel better?',
      prompt_type: 'DROPDOWN',
      options: ['Yes', 'No'],
      is_active: true,
      sequence: 1,
      data_type: 'string',
    },
    { id: 'q2', name: 'Hours of sleep', prompt_type: 'TEXTBOX', options: [], is_active: true, sequence: 2, data_type: 'integer' },
  ];
  await pool.query(
    `INSERT INTO site_evaluations (id, site_id, parent_id, name, is_initial_evaluation, days_from_start, start_date, end_date, questions, deleted, position)
     VALUES ($1, $2, null, 'Wellbeing', false, 7, null, null, $3, false, 1)`,
    [EVALUATION, SITE, JSON.stringify(questions)],
  );
  for (const [i, name] of office.entries()) {
    const answers = [
      { question_id: 'q1', value: i === 5 ? 'No' : 'Yes' },
      { question_id: 'q2', value: i === 5 ? '9' : '3' },
    ];
    await pool.query(
      `INSERT INTO user_evaluation_answers (user_id, site_evaluation_id, site_id, answered_on, answers, position) VALUES ($1, $2, $3, '2026-11-12', $4, 1)`,
      [personId(name), EVALUATION, SITE, JSON.stringify(answers)],
    );
  }
  for (const [n, userId] of [
    ['1', personId('o1')],
    ['2', personId('s1')],
    ['3', null],
  ] as const) {
    await pool.query(
      `INSERT INTO eligibilities (id, site_id, identifier, identifier_key, first_name, last_name, email, location, birth_date, user_id, deleted, position)
       VALUES ($1, $2, $3, $3, 'E', 'Ligible', '', $4, null, $5, false, 1)`,
      [`eop-elig-${n}`, SITE, `E${n}`, n === '2' ? 'South' : 'Leeds office', userId],
    );
  }
  await rollUpReportDays(createReadModelDb(pool));
}

beforeAll(async () => {
  await site.givenLocations();
  await site.givenPeople();
  const create = { type: 'CreateProgram' as const, programId: PROGRAM, siteId: SITE, details: program, context: { siteLocationIds: [] } };
  // Reporting too: its people (who counts where) are in before the rollups are derived.
  await harness.given(programStream(PROGRAM), programs.programDecider, create, { siteId: SITE, projections: ['programs', 'reporting'] });
  await insertReadModelRows();
  await site.signIn(['coord', 'master', 'regional', 'local', 'lost', 'o1', 'oscar']);
});

const eop = (who: string, query = '', siteId = SITE) => harness.call('GET', `/sites/${siteId}/eop${query}`, { token: tokens.get(who)! });
const FEWER = 'fewer than 5';

describe('GET /sites/{site_id}/eop', () => {
  it("gives a coordinator the whole site's program figures, small groups shown as 'fewer than 5' with the notice", async () => {
    const { status, body } = await eop('coord', `?program_id=${PROGRAM}`);
    expect(status).toBe(200);
    const report = body.data;
    expect(report.program.name).toBe('Autumn Steps');
    expect(report.period).toEqual({ start: '2026-11-04', end: '2026-11-18' });
    expect(report.enrolment).toEqual({ eligible: 3, registered_eligible: 2, enrolment_rate: 2 / 3, enrolled: 11 });
    expect(report.participation).toMatchObject({ participating: 9, days_logged: 18 + 3 + 1 + 2 + 2 });
    expect(report.activity).toEqual({ steps: 26_500, average_steps: 2944, exercise_minutes: 180, average_exercise_minutes: 20 });
    expect(report.engagement.badges_earned).toBe(7);
    // Week 3's one person is under the floor, and week 2 is hidden beside it.
    expect(report.weeks).toEqual([
      expect.objectContaining({ week: 1, week_start: '2026-11-04', week_end: '2026-11-08', participating: 7, active: 6, steps: 18_500 }),
      expect.objectContaining({ week: 2, week_start: '2026-11-09', week_end: '2026-11-15', participating: 5, active: 0, steps: FEWER }),
      expect.objectContaining({ week: 3, week_start: '2026-11-16', week_end: '2026-11-18', participating: 1, active: 0, steps: FEWER }),
    ]);
    // South's 2 people are under the floor; North is hidden beside it so South cannot be worked out from the total.
    expect(report.top_locations.map((l: Json) => [l.name, l.enrolled, l.participating, l.steps])).toEqual([
      ['North', 8, 7, FEWER],
      ['South', 3, 2, FEWER],
    ]);
    const [evaluation] = report.evaluations;
    expect(evaluation).toMatchObject({ name: 'Wellbeing', completed: 6 });
    expect(evaluation.questions[0]).toMatchObject({
      kind: 'choice',
      answered: 6,
      options: [
        { option: 'Yes', count: FEWER },
        { option: 'No', count: FEWER },
      ],
    });
    expect(evaluation.questions[1]).toMatchObject({ kind: 'number', answered: 6, average: 4 });
    expect(report.notice).toContain('fewer than 5');
    expect(report.content).toContain('<h1>End-of-program report: Autumn Steps</h1>');
    expect(report.content).not.toContain('1,400');
  });

  it('shows a master every figure (the platform operator is not held to the floor)', async () => {
    const report = (await eop('master', `?program_id=${PROGRAM}&location_id=${SOUTH}`)).body.data;
    expect(report.activity.steps).toBe(1400);
    expect(report.notice).toBeNull();
    const site = (await eop('master', `?program_id=${PROGRAM}`)).body.data;
    expect(site.weeks.map((w: Json) => [w.participating, w.active, w.steps, w.exercise_minutes])).toEqual([
      [7, 6, 18_500, 180],
      [5, 0, 7400, 0],
      [1, 0, 600, 0],
    ]);
    expect(site.top_locations.map((l: Json) => [l.name, l.steps])).toEqual([
      ['North', 25_100],
      ['South', 1400],
    ]);
  });

  it('holds a location coordinator to their location, hiding a small week and its complement', async () => {
    const report = (await eop('local', `?program_id=${PROGRAM}`)).body.data;
    expect(report.location_id).toBe(OFFICE);
    expect(report.enrolment.enrolled).toBe(6);
    expect(report.activity.steps).toBe(24_600);
    expect(report.weeks.map((w: Json) => [w.participating, w.steps])).toEqual([
      [6, FEWER],
      [3, FEWER],
      [1, FEWER],
    ]);
    expect(report.enrolment).toMatchObject({ eligible: 2, registered_eligible: 1 });
  });

  it('holds a regional coordinator to their top-level location', async () => {
    const report = (await eop('regional', `?program_id=${PROGRAM}`)).body.data;
    expect(report.location_id).toBe(NORTH);
    expect(report.enrolment.enrolled).toBe(8);
    expect(report.participation.participating).toBe(7);
  });

  it('filters by a child location within the scope, and refuses one outside it', async () => {
    const leeds = (await eop('regional', `?program_id=${PROGRAM}&location_id=${LEEDS}`)).body.data;
    expect(leeds.enrolment.enrolled).toBe(8);
    expect(leeds.top_locations.map((l: Json) => l.name)).toEqual(['Leeds office', 'Leeds']);
    // A location coordinator without a location sees no one, never the whole site.
    expect((await eop('lost')).status).toBe(404);
    const outside = await eop('local', `?location_id=${SOUTH}`);
    expect(outside.status).toBe(404);
    expect(outside.body.errors).toEqual(['Could not get EOP data.']);
  });

  it("keeps sites apart: another site's coordinator cannot read it, and its figures never count here", async () => {
    expect((await eop('oscar')).status).toBe(404);
    const other = (await eop('oscar', '', OTHER)).body.data;
    expect(other.enrolment.enrolled).toBe(1);
    expect(other.program).toBeNull();
  });

  it('refuses participants, an unknown program and a malformed id', async () => {
    expect((await eop('o1')).status).toBe(403);
    const unknown = await eop('coord', `?program_id=${deterministicId('program', 'nope')}`);
    expect([unknown.status, unknown.body.errors]).toEqual([404, ['Could not get EOP data.']]);
    expect((await eop('coord', '?location_id=%3Cscript%3E')).status).toBe(422);
  });
});
