import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultReportId, reportStream, reportSubject } from '@wellway/domain';
import { createPostgresKeyStore } from '@wellway/event-store';
import { openAppStore } from '@wellway/test-support';
import { useApiHarness, type Json } from '../testing/api-harness.spec.js';
import { coordinatorSite, coordinatorSiteTree, type SitePerson } from '../testing/coordinator-site.spec.js';

/** Reports over HTTP (spec 3 §5 Reports, §7): a booted API, real PostgreSQL, the projector in process. */
const harness = useApiHarness(new Date('2026-12-01T10:00:00Z'));

const tree = coordinatorSiteTree('reports', 'Reports Demo');
const { SITE, OTHER, LEEDS, OFFICE, SOUTH, OTHERS_HQ: HQ, coordinators } = tree;
/** name → [role, location, site]; 3 participants in the office, 6 in Leeds, 5 in the south. */
const people: Record<string, SitePerson> = {
  ...coordinators,
  ...Object.fromEntries([1, 2, 3].map((n) => [`office${n}`, ['user', OFFICE, SITE] as const])),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`leeds${n}`, ['user', LEEDS, SITE] as const])),
  ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`south${n}`, ['user', SOUTH, SITE] as const])),
  otto: ['user', HQ, OTHER],
};
const site = coordinatorSite(harness, {
  ...tree,
  people,
  // A name a spreadsheet would run as a formula, to see the export defuse it.
  registration: (name) => (name === 'south1' ? { firstName: '=HYPERLINK("x")' } : {}),
});
const { call, personId, tokens } = site;
const run = (who: string, body: Json, reportId = 'new', siteId = SITE) =>
  call('POST', `/sites/${siteId}/reports/${reportId}/run`, who, body);
const namesOf = (reply: Json): string[] => reply.body.data.data.rows.map((row: string[]) => row[0]);

beforeAll(async () => {
  await site.givenLocations();
  await site.givenPeople();
  // Figures as the reporting projection leaves them: everyone 1000 steps and 2 days logged.
  for (const [name, [role, , siteId]] of Object.entries(people)) {
    if (role !== 'user') continue;
    await harness.pool.query(
      `insert into report_participants (site_id, user_id, facts, last_on, position) values ($1, $2, $3, '{}', 0)
       on conflict (site_id, user_id) do update set facts = excluded.facts`,
      [siteId, personId(name), JSON.stringify({ steps: 1000, days_logged: 2 })],
    );
  }
  await site.signIn(Object.keys(people).filter((name) => people[name]![0] !== 'user'));
});

describe("a deleted report's free text (docs/personal-data.md)", () => {
  const filtered = { name: 'Jane Doe follow-up', report_type: 'Simple', fields: ['first_name'] };
  const janeFilter = [{ field: 'email', sign: 'is', value: 'jane.doe@example.com' }];
  const janeSql = "select first_name from participants where email = 'jane.sql@example.com'";
  const keptSql = "select first_name from participants where email = 'kept.sql@example.com'";
  const sqlReport = (name: string, sql: string) => ({ name, report_type: 'SQL', fields: [], filters: [], sql });
  /** Jane's traces: each holds a character base64 has not, so no ciphertext can spell one by chance. */
  const traces = ['jane.doe@example.com', 'jane.sql@example.com', 'Jane Doe follow-up', 'Jane in SQL'];
  const logText = async () =>
    (await harness.pool.query<{ data: string }>('select data::text as data from es_events')).rows.map((row) => row.data).join('\n');
  /** Another process's reads: a store of its own, with no key cached. */
  async function readFresh<T>(read: (store: Awaited<ReturnType<typeof openAppStore>>) => Promise<T>): Promise<T> {
    const pool = new pg.Pool({ connectionString: harness.databaseUrl, max: 2 });
    const store = await openAppStore(pool);
    try {
      return await read(store);
    } finally {
      await store.close();
      await pool.end();
    }
  }
  const savedData = async (reportId: string) =>
    readFresh(async (store) =>
      (await store.readStream(reportStream(reportId))).events.filter((e) => e.type === 'ReportSaved').map((e) => e.data),
    );

  it('is sealed in the log, and gone from it, from every read and from the read model once the report is deleted; others stay', async () => {
    // Given a report filtered on Jane's address (saved twice) and a SQL report naming her, and one that stays
    const saved = (await call('POST', `/sites/${SITE}/reports`, 'coord', { ...filtered, filters: janeFilter })).body.data;
    expect((await call('PUT', `/sites/${SITE}/reports/${saved.id}`, 'coord', { ...filtered, filters: janeFilter })).status).toBe(200);
    const sql = (await call('POST', `/sites/${SITE}/reports`, 'coord', sqlReport('Jane in SQL', janeSql))).body.data;
    const kept = (await call('POST', `/sites/${SITE}/reports`, 'coord', sqlReport('Kept SQL', keptSql))).body.data;
    // The log holds them only sealed
    const log = await logText();
    for (const trace of [...traces, keptSql]) expect(log).not.toContain(trace);
    expect((await savedData(saved.id))[0]).toMatchObject({ name: 'Jane Doe follow-up', filters: janeFilter });

    // When both are deleted
    let position = 0n;
    for (const { id } of [saved, sql]) {
      const deleted = await call('DELETE', `/sites/${SITE}/reports/${id}`, 'coord');
      expect(deleted.status).toBe(200);
      position = BigInt(deleted.body.meta?.position);
    }

    // Then their keys are gone, and every read gets the declared replacements
    const keys = createPostgresKeyStore(harness.pool);
    expect(await keys.isErased(reportSubject(saved.id))).toBe(true);
    const gone = { name: 'Deleted report', filters: [], sql: null };
    expect(await savedData(saved.id)).toEqual([expect.objectContaining(gone), expect.objectContaining(gone)]);
    expect(await savedData(sql.id)).toEqual([expect.objectContaining({ ...gone, reportType: 'SQL' })]);
    const everything = (await readFresh((store) => store.readAll({ after: null, limit: 100_000 }))).map((event) => event.data);
    for (const trace of traces) expect(JSON.stringify(everything)).not.toContain(trace);
    // The read model's rows forgot them too
    await harness.waitFor(['saved-reports'], position);
    const { rows } = await harness.pool.query('select name, filters, sql from saved_reports where id = any($1)', [[saved.id, sql.id]]);
    expect(rows).toEqual([gone, gone]);
    // And the other report stays readable, in the log and on the page
    expect(await savedData(kept.id)).toEqual([expect.objectContaining({ name: 'Kept SQL', sql: keptSql })]);
    expect(JSON.stringify(everything)).toContain(keptSql);
    const listed = (await call('GET', `/reports?site_id=${SITE}`, 'coord')).body.data.find((report: Json) => report.id === kept.id);
    expect(listed).toMatchObject({ name: 'Kept SQL', sql: keptSql });
  });

  it('answers 404 to a save of a report whose key went while the save was deciding, appending nothing', async () => {
    const saved = (await call('POST', `/sites/${SITE}/reports`, 'coord', { ...filtered, filters: [] })).body.data;
    await createPostgresKeyStore(harness.pool).destroy(reportSubject(saved.id)); // as a concurrent deletion does
    const { reply, appended } = await harness.when(() => call('PUT', `/sites/${SITE}/reports/${saved.id}`, 'coord', filtered));
    expect(reply).toMatchObject({ status: 404, body: { errors: ['Report not found.'] } });
    expect(appended).toBe(0);
  });
});

describe('the report index and fields (spec 3 §7)', () => {
  it('lists the default reports for every site, which only a master may delete', async () => {
    const reply = await call('GET', `/reports?site_id=${SITE}`, 'coord');
    expect(reply.status).toBe(200);
    const participants = reply.body.data.find((report: Json) => report.id === defaultReportId('participants'));
    expect(participants).toMatchObject({ name: 'Participants', group: 'Default', parent: null, can_delete: false, can_save: false });
    const asMaster = (await call('GET', `/reports?site_id=${SITE}`, 'master')).body.data;
    expect(asMaster.find((report: Json) => report.id === participants.id)).toMatchObject({ can_delete: true, can_save: true });
  });

  it('lists the fields in the spec’s category order with whether coordinators see them per participant', async () => {
    const { data } = (await call('GET', `/report_fields?site_id=${SITE}`, 'coord')).body;
    expect(data[0]).toEqual({ id: 'first_name', display_name: 'First Name', category: 'Participant', type: 'text', privacy: 'person' });
    expect(data.find((field: Json) => field.id === 'steps')).toMatchObject({ category: 'Program', privacy: 'health' });
  });

  it("answers 404 for another site's reports, and 403 below regional coordinator", async () => {
    expect((await call('GET', `/reports?site_id=${SITE}`, 'oscar')).status).toBe(404);
    expect((await call('GET', `/report_fields?site_id=${SITE}`, 'oscar')).status).toBe(404);
    expect((await call('GET', `/reports`, 'local')).status).toBe(403);
  });
});

describe('saving and deleting (spec 3 §5)', () => {
  const body = { name: 'Leeds people', report_type: 'Simple', fields: ['first_name', 'location'], filters: [] };

  it('a coordinator saves a new report as a custom one; a regional coordinator may not change it but may save it as a copy', async () => {
    const { reply, appended } = await harness.when(() => call('POST', `/sites/${SITE}/reports`, 'coord', body));
    expect(reply.status).toBe(201);
    expect(appended).toBe(1);
    const saved = reply.body.data;
    expect(saved).toMatchObject({ name: 'Leeds people', group: 'Custom', site_id: SITE, parent: SITE, created_by_master: false });
    expect(saved).toMatchObject({ can_delete: true, can_save: true });

    const refused = await harness.when(() => call('PUT', `/sites/${SITE}/reports/${saved.id}`, 'regional', { ...body, name: 'Mine' }));
    expect(refused.reply.status).toBe(403);
    expect(refused.reply.body).toEqual({ errors: ['You may not save this report.'] });
    expect(refused.appended).toBe(0);

    const copy = await call('PUT', `/sites/${SITE}/reports/${saved.id}`, 'regional', { ...body, name: 'My copy', as_custom: true });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'My copy', group: 'Custom', parent: saved.id });
    expect(copy.body.data.id).not.toBe(saved.id);

    const renamed = await call('PUT', `/sites/${SITE}/reports/${saved.id}`, 'coord', { ...body, name: 'Leeds, renamed' });
    expect(renamed.status).toBe(200);
    const names = (await call('GET', `/reports?site_id=${SITE}`, 'coord')).body.data.map((report: Json) => report.name);
    expect(names).toEqual(expect.arrayContaining(['Leeds, renamed', 'My copy']));
    expect((await call('GET', `/reports?site_id=${OTHER}`, 'oscar')).body.data.map((report: Json) => report.name)).not.toContain('My copy');

    const notYours = await harness.when(() => call('DELETE', `/sites/${SITE}/reports/${saved.id}`, 'regional'));
    expect(notYours.reply.body).toEqual({ errors: ['Report could not be deleted.'] });
    expect(notYours.appended).toBe(0);
    expect((await call('DELETE', `/sites/${SITE}/reports/${saved.id}`, 'coord')).body.data).toEqual({ id: saved.id, deleted: true });
    expect((await call('GET', `/reports?site_id=${SITE}`, 'coord')).body.data.map((report: Json) => report.id)).not.toContain(saved.id);
  });

  it('a coordinator may not delete or change a default report', async () => {
    const id = defaultReportId('badges');
    expect((await call('DELETE', `/sites/${SITE}/reports/${id}`, 'coord')).body).toEqual({ errors: ['Report could not be deleted.'] });
    expect((await call('PUT', `/sites/${SITE}/reports/${id}`, 'coord', body)).status).toBe(403);
  });

  it('refuses fields that are not report fields, and a report with none, appending nothing', async () => {
    for (const [fields, message] of [
      [['password_hash'], 'password_hash is not a report field.'],
      [[], 'Choose at least one field.'],
    ] as const) {
      const { reply, appended } = await harness.when(() => call('POST', `/sites/${SITE}/reports`, 'coord', { ...body, fields }));
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ errors: [message] });
      expect(appended).toBe(0);
    }
  });

  it("does not find another site's custom report", async () => {
    const theirs = (await call('POST', `/sites/${OTHER}/reports`, 'oscar', body)).body.data;
    expect((await call('PUT', `/sites/${SITE}/reports/${theirs.id}`, 'master', body)).status).toBe(404);
    expect((await call('DELETE', `/sites/${SITE}/reports/${theirs.id}`, 'coord')).status).toBe(404);
    expect((await run('coord', {}, theirs.id)).status).toBe(404);
  });
});

describe('running a report', () => {
  it('runs a saved report by its id, recording who ran what, how many rows and how long (no SQL or values)', async () => {
    const { reply, appended } = await harness.when(() => run('coord', {}, defaultReportId('participants')));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ total_rows: 14, aggregated: false, privacy_floor: 5, notice: null });
    expect(reply.body.data.data.fields).toEqual(['First Name', 'Last Name', 'Email', 'Top-Level Location', 'Location', 'Registered On']);
    expect(appended).toBe(1);
    const event = await harness.lastEvent();
    expect(event.type).toBe('ReportRan');
    expect(event.data).toMatchObject({ siteId: SITE, reportId: defaultReportId('participants'), userId: personId('coord'), rows: 14 });
    expect(Object.keys(event.data).sort()).toEqual(
      ['aggregated', 'durationMs', 'purpose', 'ranAt', 'reportId', 'reportType', 'rows', 'runId', 'siteId', 'userId'].sort(),
    );
  });

  it('pages 20 then 20 more (page, page_size)', async () => {
    const first = await run('coord', { field: ['email'], page_size: 10 });
    const second = await run('coord', { field: ['email'], page_size: 10, page: 2 });
    expect([first.body.data.data.rows.length, second.body.data.data.rows.length]).toEqual([10, 4]);
  });

  it('applies filters and location selectors', async () => {
    const south = await run('coord', { field: ['first_name'], filter: [{ field: 'location', sign: 'is', value: 'South' }] });
    expect(south.body.data.total_rows).toBe(5);
    expect((await run('coord', { field: ['first_name'], location: LEEDS })).body.data.total_rows).toBe(9);
    expect((await run('coord', { field: ['first_name'], top_level_location: SOUTH })).body.data.total_rows).toBe(5);
  });

  it('keeps a regional coordinator to their region, whatever they ask for', async () => {
    expect((await run('regional', { field: ['first_name'] })).body.data.total_rows).toBe(9);
    expect((await run('regional', { field: ['first_name'], location: SOUTH })).body.data.total_rows).toBe(0);
  });

  it("never reaches another site's participants", async () => {
    expect((await run('oscar', { field: ['first_name'] }, 'new', SITE)).status).toBe(404);
    expect(namesOf(await run('oscar', { field: ['first_name'] }, 'new', OTHER))).toEqual(['otto']);
    expect((await run('coord', { field: ['first_name'], location: HQ })).body.data.total_rows).toBe(0);
  });

  it('shows a coordinator health figures only for groups of at least the floor, saying so', async () => {
    const reply = await run('coord', { field: ['first_name', 'location', 'steps'] });
    expect(reply.body.data).toMatchObject({ aggregated: true, privacy_floor: 5 });
    expect(reply.body.data.data).toEqual({
      fields: ['Location', 'Participants', 'Steps'],
      rows: [
        ['Leeds', 6, 6000],
        ['Leeds office', 'fewer than 5', 'fewer than 5'],
        ['South', 'fewer than 5', 'fewer than 5'],
      ],
    });
    expect(reply.body.data.notice).toContain('Left out: First Name.');
  });

  it('shows a master every participant’s figures', async () => {
    const reply = await run('master', { field: ['first_name', 'steps'], location: LEEDS, page_size: 1 });
    expect(reply.body.data).toMatchObject({
      aggregated: false,
      has_more: true,
      total_rows: null,
      data: { fields: ['First Name', 'Steps'], rows: [['leeds1', 1000]] },
    });
  });

  it('answers a page without counting the rest; the count comes on its own, unrecorded', async () => {
    const body = { field: ['first_name'], location: LEEDS, page_size: 4 };
    expect((await run('coord', body)).body.data).toMatchObject({ has_more: true, total_rows: null });
    expect((await run('coord', { ...body, page: 3 })).body.data).toMatchObject({ has_more: false, total_rows: 9 });
    const { reply, appended } = await harness.when(() => call('POST', `/sites/${SITE}/reports/new/count`, 'coord', body));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ total_rows: 9 });
    expect(appended).toBe(0);
    const regional = await call('POST', `/sites/${SITE}/reports/new/count`, 'regional', { field: ['first_name'] });
    expect(regional.body.data).toEqual({ total_rows: 9 });
    const groups = await call('POST', `/sites/${SITE}/reports/new/count`, 'coord', { field: ['location', 'steps'] });
    expect(groups.body.data).toEqual({ total_rows: 3 });
    const bad = await call('POST', `/sites/${SITE}/reports/new/count`, 'coord', { field: ['nope'] });
    expect([bad.status, bad.body]).toEqual([422, { errors: ['nope is not a report field.'] }]);
  });

  it('refuses unknown fields and malformed values with 422, never a 500, appending nothing', async () => {
    for (const [body, message] of [
      [{ field: ['password_hash'] }, 'password_hash is not a report field.'],
      [{ field: [] }, 'Choose at least one field.'],
      [{ field: ['first_name'], filter: [{ field: 'steps', sign: '>', value: 'many' }] }, 'Steps: enter a number.'],
      [
        { field: ['first_name'], filter: [{ field: 'registered_on', sign: 'between', value: '2026-01-01' }] },
        'Registered On: between takes two values, "from,to".',
      ],
    ] as const) {
      const { reply, appended } = await harness.when(() => run('coord', body));
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ errors: [message] });
      expect(appended).toBe(0);
    }
  });

  it('runs SQL in the sandbox, a regional coordinator held to their region whatever the SQL asks', async () => {
    const sql = 'select count(*) as n from participants';
    const site = await run('coord', { sql });
    const region = await run('regional', { sql, top_level_location: null });
    expect(region.body.data.data.rows).toEqual([[9]]);
    expect(Number(site.body.data.data.rows[0]?.[0])).toBeGreaterThan(9);
    const { reply, appended } = await harness.when(() => run('coord', { sql: 'delete from participants' }));
    expect(reply.status).toBe(422);
    expect(appended).toBe(0);
  });
});

describe('a run about one evaluation (evaluation_definition_id)', () => {
  const EVALUATION = '7a1e0000-0000-4000-8000-000000000001';
  const THEIRS = '7a1e0000-0000-4000-8000-000000000002';
  const feel = `evaluation:${EVALUATION}:q1`;
  // Leeds 1–6 and the office's first answered; 5 feel good, 2 bad.
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
    ];
    for (const [id, siteId] of [
      [EVALUATION, SITE],
      [THEIRS, OTHER],
    ]) {
      await harness.pool.query(
        `insert into site_evaluations (id, site_id, parent_id, name, is_initial_evaluation, days_from_start, start_date, end_date, questions, deleted, position)
         values ($1, $2, null, 'Wellbeing', false, 7, null, null, $3, false, 1)`,
        [id, siteId, JSON.stringify(questions)],
      );
    }
    for (const [i, name] of ['leeds1', 'leeds2', 'leeds3', 'leeds4', 'leeds5', 'leeds6', 'office1'].entries()) {
      await harness.pool.query(
        `insert into user_evaluation_answers (user_id, site_evaluation_id, site_id, answered_on, answers, position) values ($1, $2, $3, '2026-11-12', $4, 1)`,
        [personId(name), EVALUATION, SITE, JSON.stringify([{ question_id: 'q1', value: i < 5 ? 'Good' : 'Bad' }])],
      );
    }
  });

  it('has as rows the participants who completed it, in the run, the count and the export', async () => {
    const about = { field: ['first_name'], evaluation_definition_id: EVALUATION };
    const reply = await run('coord', about);
    expect(reply.status).toBe(200);
    expect(namesOf(reply)).toEqual(['leeds1', 'leeds2', 'leeds3', 'leeds4', 'leeds5', 'leeds6', 'office1']);
    expect((await run('coord', { ...about, location: OFFICE })).body.data.total_rows).toBe(1);
    expect((await run('regional', { ...about, location: SOUTH })).body.data.total_rows).toBe(0);
    expect((await call('POST', `/sites/${SITE}/reports/new/count`, 'coord', about)).body.data).toEqual({ total_rows: 7 });
    const file = await fetch(`${harness.base}/api/sites/${SITE}/reports/new/export`, {
      method: 'POST',
      headers: { authorization: tokens.get('coord')!, 'content-type': 'application/json' },
      body: JSON.stringify(about),
    });
    expect(file.headers.get('x-total-rows')).toBe('7');
    expect((await file.text()).trimEnd().split('\n')).toHaveLength(8);
  });

  it("groups a coordinator's answers among its respondents only: no group of those who never answered", async () => {
    const without = await run('coord', { field: [feel, 'steps'] });
    expect(without.body.data.data.rows).toContainEqual([null, 7, 7000]);
    const about = await run('coord', { field: [feel, 'steps'], evaluation_definition_id: EVALUATION });
    expect(about.body.data.data).toEqual({
      fields: ['How do you feel?', 'Participants', 'Steps'],
      rows: [
        ['Bad', 'fewer than 5', 'fewer than 5'],
        ['Good', 'fewer than 5', 'fewer than 5'],
      ],
    });
  });

  it('binds it as :evaluation_definition_id for a SQL report (null without one)', async () => {
    const sql = 'select :evaluation_definition_id::text as evaluation';
    expect((await run('coord', { sql, evaluation_definition_id: EVALUATION })).body.data.data.rows).toEqual([[EVALUATION]]);
    expect((await run('coord', { sql })).body.data.data.rows).toEqual([[null]]);
  });

  it("refuses another site's evaluation or an unknown id with 422, appending nothing", async () => {
    for (const id of [THEIRS, '7a1e0000-0000-4000-8000-0000000000ff', 'not-an-id']) {
      for (const body of [{ field: ['first_name'] }, { sql: 'select 1' }]) {
        const { reply, appended } = await harness.when(() => run('coord', { ...body, evaluation_definition_id: id }));
        expect([reply.status, reply.body]).toEqual([422, { errors: [`${id} is not an evaluation of this site.`] }]);
        expect(appended).toBe(0);
      }
    }
    const count = await call('POST', `/sites/${SITE}/reports/new/count`, 'coord', {
      field: ['first_name'],
      evaluation_definition_id: THEIRS,
    });
    expect(count.status).toBe(422);
    expect((await run('oscar', { field: ['first_name'], evaluation_definition_id: THEIRS }, 'new', OTHER)).body.data.total_rows).toBe(0);
  });
});

describe('exporting a report', () => {
  async function exportOf(who: string, body: Json, reportId = 'new') {
    const response = await fetch(`${harness.base}/api/sites/${SITE}/reports/${reportId}/export`, {
      method: 'POST',
      headers: { authorization: tokens.get(who)!, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  it('streams CSV named for site, report and date, with the row count, and formulas defused', async () => {
    const file = await exportOf('coord', {}, defaultReportId('participants'));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="reports-demo_participants_2026-12-01.csv"');
    expect(file.headers.get('x-total-rows')).toBe('14');
    const lines = file.text.trimEnd().split('\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Top-Level Location,Location,Registered On');
    expect(lines).toHaveLength(15);
    expect(lines).toContain(`"'=HYPERLINK(""x"")",Tester,south1@reports.test,South,South,2026-01-01`);
  });

  it('holds coordinators to the same privacy rule', async () => {
    const file = await exportOf('coord', { field: ['location', 'steps'] });
    expect(file.text.trimEnd().split('\n')).toEqual([
      'Location,Participants,Steps',
      'Leeds,6,6000',
      'Leeds office,fewer than 5,fewer than 5',
      'South,fewer than 5,fewer than 5',
    ]);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="reports-demo_report_2026-12-01.csv"');
  });

  it('refuses a bad request with the run’s messages', async () => {
    const file = await exportOf('coord', { field: ['nope'] });
    expect(file.status).toBe(422);
    expect(JSON.parse(file.text)).toEqual({ errors: ['nope is not a report field.'] });
  });
});
