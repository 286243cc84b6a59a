import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { participantReportFields, type ReportScope, type ReportSign } from '@wellway/domain';
import { useReadModelDb } from '../testing/read-model-db.spec.js';
import { findSiteEvaluationAnyId, sameEvaluationIds } from '../evaluations/queries.js';
import { siteReportFields, type SiteReportField } from './fields.js';
import type { SimpleRunQuery } from './run-sql.js';
import { countReportRows, runSimpleReport, streamParticipantRows } from './run.js';

const field = (id: string): SiteReportField => {
  const found = participantReportFields.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};
const fact = (id: string, privacy: 'person' | 'health' = 'health', aggregate?: 'last_on'): SiteReportField => ({
  id,
  displayName: id,
  category: 'Program',
  type: aggregate ? 'date' : 'number',
  privacy,
  source: { kind: 'fact', fact: aggregate ? 'steps' : id, aggregate },
});
const steps = fact('steps');
const daysLogged = fact('days_logged', 'person');
const lastLoggedOn = fact('last_logged_on', 'health', 'last_on');

const bed = useReadModelDb();

// North > Leeds > Office; South. 3 people in the office, 8 in Leeds, 6 in the south; one on another site.
beforeAll(async () => {
  await sql`insert into locations (id, site_id, name, parent_location_id, sequence, deleted, position) values
    ('north', 'acme', 'North', null, 1, false, 0), ('leeds', 'acme', 'Leeds', 'north', 1, false, 0),
    ('office', 'acme', 'Office', 'leeds', 1, false, 0), ('south', 'acme', 'South', null, 2, false, 0),
    ('hq', 'other', 'HQ', null, 1, false, 0)`.execute(bed.db);
  const people: [string, string, string, string][] = [
    ...[1, 2, 3].map((n): [string, string, string, string] => [`o${n}`, `Olive${n}`, 'office', `2026-01-0${n}`]),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [string, string, string, string] => [`l${n}`, `Leo${n}`, 'leeds', '2026-02-01']),
    ...[1, 2, 3, 4, 5, 6].map((n): [string, string, string, string] => [`s${n}`, `Sam${n}`, 'south', '2026-03-01']),
  ];
  for (const [id, first, location, started] of people) {
    await sql`insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
      values (${id}, 'acme', ${`${id}@example.com`}, 'user', ${first}, ${`Last_${id}`}, ${started}::date, 'x', ${location}, 0)`.execute(
      bed.db,
    );
  }
  await sql`insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
    values ('x1', 'other', 'x1@example.com', 'user', 'Olive9', 'Elsewhere', '2026-01-01', 'x', 'hq', 0),
           ('c1', 'acme', 'c1@example.com', 'coordinator', 'Coord', 'Inator', '2026-01-01', 'x', 'north', 0)`.execute(bed.db);
  // Each person logs 1000 × n steps on 2026-05-01 and 100 on 2026-05-10.
  for (const [index, [id]] of people.entries()) {
    const n = index + 1;
    await sql`insert into report_days (site_id, user_id, "on", facts, position) values
      ('acme', ${id}, '2026-05-01', ${JSON.stringify({ steps: 1000 * n, days_logged: 1 })}, 0),
      ('acme', ${id}, '2026-05-10', ${JSON.stringify({ steps: 100, days_logged: 1 })}, 0)`.execute(bed.db);
    await sql`insert into report_participants (site_id, user_id, facts, last_on, position)
      values ('acme', ${id}, ${JSON.stringify({ steps: 1000 * n + 100, days_logged: 2 })}, ${JSON.stringify({ steps: '2026-05-10' })}, 0)`.execute(
      bed.db,
    );
  }
  await sql`insert into report_participants (site_id, user_id, facts, last_on, position)
    values ('other', 'x1', '{"steps": 99999}', '{}', 0)`.execute(bed.db);
});

const query = (fields: SiteReportField[], more: Partial<SimpleRunQuery> = {}): SimpleRunQuery => ({
  siteId: 'acme',
  scope: { kind: 'site' },
  fields,
  filters: [],
  minDate: null,
  maxDate: null,
  topLevelLocationId: null,
  locationId: null,
  evaluationIds: null,
  ...more,
});
const asMaster = { aggregate: false, floor: 5, page: 1, pageSize: 100 };
const firstNames = async (more: Partial<SimpleRunQuery>) =>
  (await runSimpleReport(bed.db, query([field('first_name')], more), asMaster)).rows.map((row) => row[0]);
const filtered = (f: SiteReportField, sign: ReportSign, value: string) => firstNames({ filters: [{ field: f, sign, value }] });

describe('a simple report run', () => {
  it("lists the site's participants (not coordinators, not another site's) by last name, with their fields", async () => {
    const run = await runSimpleReport(bed.db, query([field('first_name'), field('location'), field('top_level_location'), steps]), {
      ...asMaster,
      pageSize: 2,
    });
    expect(run).toEqual({
      fields: ['first_name', 'location', 'top_level_location', 'steps'],
      rows: [
        ['Leo1', 'Leeds', 'North', 4100],
        ['Leo2', 'Leeds', 'North', 5100],
      ],
      totalRows: null,
      hasMore: true,
      aggregated: false,
      notice: null,
    });
  });

  it('says whether more rows follow a page without counting them; the last page knows the total, a count gives it at once', async () => {
    const page = (n: number) => runSimpleReport(bed.db, query([field('email')]), { ...asMaster, page: n, pageSize: 10 });
    expect(await page(1)).toMatchObject({ hasMore: true, totalRows: null });
    expect(await page(2)).toMatchObject({ hasMore: false, totalRows: 17 });
    const exact = await runSimpleReport(bed.db, query([field('email')]), { ...asMaster, pageSize: 17 });
    expect(exact).toMatchObject({ hasMore: false, totalRows: 17 });
    expect(await countReportRows(bed.db, query([field('email')]), asMaster)).toBe(17);
    expect(await countReportRows(bed.db, query([field('location'), steps]), { aggregate: true, floor: 5 })).toBe(3);
    const filters = [{ field: steps, sign: '>' as const, value: '16500' }];
    expect(await countReportRows(bed.db, query([field('email')], { filters }), asMaster)).toBe(1);
  });

  it('reads 0 and no day for someone with no figures yet', async () => {
    await sql`insert into users (id, site_id, email, role, first_name, last_name, started_on, password_hash, location_id, position)
      values ('n1', 'bare', 'n1@example.com', 'user', 'Nia', 'New', '2026-01-01', 'x', null, 0)`.execute(bed.db);
    const bare = query([field('first_name'), steps, daysLogged, lastLoggedOn], {
      siteId: 'bare',
      filters: [{ field: daysLogged, sign: '<', value: '1' }],
    });
    expect((await runSimpleReport(bed.db, bare, asMaster)).rows).toEqual([['Nia', 0, 0, null]]);
  });

  it('pages 20 then 20 more without overlap', async () => {
    const page = (n: number) => runSimpleReport(bed.db, query([field('email')]), { ...asMaster, page: n, pageSize: 10 });
    const [one, two] = [await page(1), await page(2)];
    expect(one.rows).toHaveLength(10);
    expect(two.rows).toHaveLength(7);
    expect(new Set([...one.rows, ...two.rows].map((row) => row[0])).size).toBe(17);
  });

  it('applies each operator to text', async () => {
    expect(await filtered(field('first_name'), 'is', 'Sam2')).toEqual(['Sam2']);
    expect(await filtered(field('first_name'), 'starts with', 'oli')).toEqual(['Olive1', 'Olive2', 'Olive3']);
    expect((await filtered(field('first_name'), 'is not', 'Sam2')).length).toBe(16);
    expect(await filtered(field('first_name'), '<', 'Leo2')).toEqual(['Leo1']);
    expect(await filtered(field('first_name'), '<=', 'Leo2')).toEqual(['Leo1', 'Leo2']);
    expect(await filtered(field('first_name'), '>', 'Sam5')).toEqual(['Sam6']);
    expect(await filtered(field('first_name'), '>=', 'Sam5')).toEqual(['Sam5', 'Sam6']);
    expect(await filtered(field('first_name'), 'between', 'Sam1,Sam2')).toEqual(['Sam1', 'Sam2']);
  });

  it('treats a LIKE wildcard in "starts with" as a letter', async () => {
    expect(await filtered(field('first_name'), 'starts with', '%')).toEqual([]);
  });

  it('compares numbers as numbers', async () => {
    expect(await filtered(steps, '>', '16500')).toEqual(['Sam6']);
    expect(await filtered(steps, 'is', '1100')).toEqual(['Olive1']);
    expect(await filtered(steps, 'between', '2000,3100')).toEqual(['Olive2', 'Olive3']);
    expect(await filtered(steps, '<', '1200')).toEqual(['Olive1']);
  });

  it('compares date fields by day, "between" running to 23:59:59 of the end day', async () => {
    const registered = field('registered_on');
    expect(await filtered(registered, 'between', '2026-01-01,2026-01-02')).toEqual(['Olive1', 'Olive2']);
    expect(await filtered(registered, 'is', '2026-01-03')).toEqual(['Olive3']);
    expect(await filtered(registered, '<=', '2026-01-01')).toEqual(['Olive1']);
    expect(await filtered(registered, '>', '2026-02-01')).toHaveLength(6);
    expect(await filtered(registered, '>=', '2026-02-01')).toHaveLength(14);
    expect(await filtered(registered, '<', '2026-01-02')).toEqual(['Olive1']);
    expect(await filtered(lastLoggedOn, 'is', '2026-05-10')).toHaveLength(17);
  });

  it('refuses a value that is not of the field’s kind', async () => {
    await expect(filtered(steps, '>', 'lots')).rejects.toMatchObject({ status: 422, message: 'steps: enter a number.' });
    await expect(filtered(field('registered_on'), 'is', '1 May')).rejects.toMatchObject({
      status: 422,
      message: 'Registered On: enter a date as YYYY-MM-DD.',
    });
    await expect(filtered(steps, 'between', '5')).rejects.toMatchObject({ status: 422 });
    await expect(filtered(field('registered_on'), 'is', '2026-02-30')).rejects.toMatchObject({ status: 422 });
    await expect(firstNames({ minDate: '2026-02-30' })).rejects.toMatchObject({
      status: 422,
      message: 'From: enter a date as YYYY-MM-DD.',
    });
  });

  it('sums facts over the days of a dated run only', async () => {
    const run = await runSimpleReport(bed.db, query([field('first_name'), steps], { minDate: '2026-05-05', maxDate: '2026-05-31' }), {
      ...asMaster,
      pageSize: 1,
    });
    expect(run.rows).toEqual([['Leo1', 100]]);
    expect(
      await firstNames({ minDate: '2026-05-01', maxDate: '2026-05-01', filters: [{ field: steps, sign: '>', value: '16000' }] }),
    ).toEqual(['Sam6']);
  });

  it('keeps to the scope and the location selectors', async () => {
    const within = (scope: ReportScope, more: Partial<SimpleRunQuery> = {}) => firstNames({ scope, ...more });
    expect(await within({ kind: 'location', locationId: 'north' })).toHaveLength(11);
    expect(await within({ kind: 'location', locationId: 'office' })).toEqual(['Olive1', 'Olive2', 'Olive3']);
    expect(await within({ kind: 'none' })).toEqual([]);
    expect(await within({ kind: 'site' }, { topLevelLocationId: 'south' })).toHaveLength(6);
    expect(await within({ kind: 'location', locationId: 'north' }, { locationId: 'south' })).toEqual([]);
    expect(await within({ kind: 'site' }, { locationId: 'leeds' })).toHaveLength(11);
  });

  it("never reads another site's participants, even by their location", async () => {
    expect(await firstNames({ siteId: 'other' })).toEqual(['Olive9']);
    expect(await firstNames({ locationId: 'hq' })).toEqual([]);
  });
});

describe('the privacy rule of a coordinator’s run', () => {
  const asCoordinator = { aggregate: true, floor: 5, page: 1, pageSize: 20 };

  it('groups by location; hides the group of 3 and, complementarily, the next smallest (6), so neither comes back from the total', async () => {
    const run = await runSimpleReport(bed.db, query([field('first_name'), field('location'), steps, daysLogged]), asCoordinator);
    expect(run.fields).toEqual(['location', 'participants', 'steps', 'days_logged']);
    expect(run.rows).toEqual([
      ['Leeds', 8, 60_800, 16],
      ['Office', 'fewer than 5', 'fewer than 5', 'fewer than 5'],
      ['South', 'fewer than 5', 'fewer than 5', 'fewer than 5'],
    ]);
    expect(run.aggregated).toBe(true);
    expect(run.notice).toContain('fewer than 5 people is shown as "fewer than 5"');
    expect(run.notice).toContain('Left out: First Name.');
  });

  it('shows one total row when nothing groups, hidden when the whole is below the floor', async () => {
    expect((await runSimpleReport(bed.db, query([steps]), asCoordinator)).rows).toEqual([[17, 154_700]]);
    const office = await runSimpleReport(bed.db, query([steps], { locationId: 'office' }), asCoordinator);
    expect(office.rows).toEqual([['fewer than 5', 'fewer than 5']]);
  });
});

describe('evaluation answers as report fields', () => {
  beforeAll(async () => {
    const questions = [
      {
        id: 'q1',
        name: 'How do you feel?',
        prompt_type: 'radio',
        options: ['Good', 'Bad'],
        is_active: true,
        sequence: 1,
        data_type: 'string',
      },
      {
        id: 'q2',
        name: 'Which sports?',
        prompt_type: 'checkbox',
        options: ['Run', 'Swim'],
        is_active: true,
        sequence: 2,
        data_type: 'string',
      },
    ];
    await sql`insert into site_evaluations (id, site_id, parent_id, name, is_initial_evaluation, days_from_start, start_date, end_date, questions, deleted, position)
      values ('ev1', 'acme', null, 'Start', true, null, null, null, ${JSON.stringify(questions)}, false, 0)`.execute(bed.db);
    for (const [index, id] of ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'o1'].entries()) {
      const answers = [
        { question_id: 'q1', value: index < 6 ? 'Good' : 'Bad' },
        { question_id: 'q2', value: ['Run', 'Swim'] },
      ];
      await sql`insert into user_evaluation_answers (user_id, site_evaluation_id, site_id, answered_on, answers, position)
        values (${id}, 'ev1', 'acme', '2026-05-01', ${JSON.stringify(answers)}, 0)`.execute(bed.db);
    }
  });

  it("lists each of the site's evaluation questions in the Evaluation place, as health fields", async () => {
    const fields = await siteReportFields(bed.db, 'acme');
    const answer = fields.find((f) => f.id === 'evaluation:ev1:q1');
    expect(answer).toMatchObject({ displayName: 'How do you feel?', category: 'Evaluation 1', type: 'text', privacy: 'health' });
    const categories = fields.map((f) => f.category);
    expect(categories.indexOf('Evaluation 1')).toBeGreaterThan(categories.lastIndexOf('Registration'));
    expect(await siteReportFields(bed.db, 'other')).not.toContainEqual(expect.objectContaining({ id: 'evaluation:ev1:q1' }));
  });

  it('shows a master each answer, and a coordinator only counts per answer (1 and, complementarily, 6 hidden)', async () => {
    const fields = await siteReportFields(bed.db, 'acme');
    const [feel, sports] = ['evaluation:ev1:q1', 'evaluation:ev1:q2'].map((id) => fields.find((f) => f.id === id)!);
    const filters = [{ field: field('location'), sign: 'is' as const, value: 'Leeds' }];
    const master = await runSimpleReport(bed.db, query([field('first_name'), feel!, sports!], { filters }), { ...asMaster, pageSize: 1 });
    expect(master.rows).toEqual([['Leo1', 'Good', 'Run, Swim']]);
    const coordinator = await runSimpleReport(bed.db, query([feel!]), { aggregate: true, floor: 5, page: 1, pageSize: 20 });
    expect(coordinator.rows).toEqual([
      ['Bad', 'fewer than 5'],
      ['Good', 'fewer than 5'],
      [null, 10],
    ]);
  });
});

describe('a run about one evaluation (evaluation_definition_id)', () => {
  // A default evaluation the site copied: Sam1–Sam3 answered the default before the copy, Sam4–Sam6 the copy.
  beforeAll(async () => {
    const questions = [
      { id: 'm1', name: 'Mood?', prompt_type: 'radio', options: ['Up', 'Down'], is_active: true, sequence: 1, data_type: 'string' },
    ];
    await sql`insert into site_evaluations (id, site_id, parent_id, name, is_initial_evaluation, days_from_start, start_date, end_date, questions, deleted, position)
      values ('evd', null, null, 'Mood', false, 30, null, null, ${JSON.stringify(questions)}, false, 0),
             ('evc', 'acme', 'evd', 'Mood (ours)', false, 30, null, null, ${JSON.stringify(questions)}, false, 0)`.execute(bed.db);
    for (const [index, id] of ['s1', 's2', 's3', 's4', 's5', 's6'].entries()) {
      const answers = [{ question_id: 'm1', value: index < 5 ? 'Up' : 'Down' }];
      await sql`insert into user_evaluation_answers (user_id, site_evaluation_id, site_id, answered_on, answers, position)
        values (${id}, ${index < 3 ? 'evd' : 'evc'}, 'acme', '2026-06-01', ${JSON.stringify(answers)}, 0)`.execute(bed.db);
    }
  });
  const about = async (evaluationId: string) => {
    const evaluation = await findSiteEvaluationAnyId(bed.db, 'acme', evaluationId);
    if (!evaluation) throw new Error(evaluationId);
    return sameEvaluationIds(evaluation, 'acme');
  };

  it("finds the site's evaluation by its id or its default's, and nothing of another site or deleted", async () => {
    expect((await findSiteEvaluationAnyId(bed.db, 'acme', 'evc'))?.id).toBe('evc');
    expect((await findSiteEvaluationAnyId(bed.db, 'acme', 'evd'))?.id).toBe('evc');
    expect((await findSiteEvaluationAnyId(bed.db, 'acme', 'ev1'))?.id).toBe('ev1');
    expect(await findSiteEvaluationAnyId(bed.db, 'other', 'ev1')).toBeUndefined();
    expect(await findSiteEvaluationAnyId(bed.db, 'acme', 'nope')).toBeUndefined();
  });

  it('has as rows the participants who completed it, answered under the site’s copy or the default', async () => {
    expect(await firstNames({ evaluationIds: await about('ev1') })).toEqual(['Leo1', 'Leo2', 'Leo3', 'Leo4', 'Leo5', 'Leo6', 'Olive1']);
    expect(await firstNames({ evaluationIds: await about('evd') })).toEqual(['Sam1', 'Sam2', 'Sam3', 'Sam4', 'Sam5', 'Sam6']);
    expect(await firstNames({ evaluationIds: await about('ev1'), locationId: 'office' })).toEqual(['Olive1']);
    expect(await countReportRows(bed.db, query([field('email')], { evaluationIds: await about('evc') }), asMaster)).toBe(6);
  });

  it("reads that evaluation's answers, and a coordinator's groups count only its respondents", async () => {
    const mood = (await siteReportFields(bed.db, 'acme')).find((f) => f.id === 'evaluation:evc:m1')!;
    expect(mood).toMatchObject({ category: 'Evaluation 2' });
    const evaluationIds = await about('evc');
    const master = await runSimpleReport(bed.db, query([field('first_name'), mood], { evaluationIds }), asMaster);
    expect(master.rows.map((row) => row[1])).toEqual(['Up', 'Up', 'Up', 'Up', 'Up', 'Down']);
    const coordinator = await runSimpleReport(bed.db, query([mood, steps], { evaluationIds }), {
      aggregate: true,
      floor: 5,
      page: 1,
      pageSize: 20,
    });
    // Without the evaluation, the 11 who never answered would be a third group (null).
    expect(coordinator.rows).toEqual([
      ['Down', 'fewer than 5', 'fewer than 5'],
      ['Up', 'fewer than 5', 'fewer than 5'],
    ]);
    expect(
      (await runSimpleReport(bed.db, query([steps], { evaluationIds }), { aggregate: true, floor: 5, page: 1, pageSize: 20 })).rows,
    ).toEqual([[6, 1000 * (12 + 13 + 14 + 15 + 16 + 17) + 6 * 100]]);
  });
});

describe('an export', () => {
  it('streams every row from a cursor, in batches', async () => {
    const batches: unknown[][] = [];
    for await (const batch of streamParticipantRows(bed.db, query([field('first_name'), steps]), 5)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 2]);
    expect(batches.flat()[0]).toEqual(['Leo1', 4100]);
  });
});
