import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, privacyFloor, reportFields, suppressSmallGroups } from '@wellway/domain';
import { registryFields, testFields, twoReportingSites, type ReportingSites } from './fixture.spec.js';
import type { SqlReportRequest } from './port.js';
import { defaultSqlReportLimits, PostgresSqlReportRunner } from './runner.js';
import { digest } from './views.js';

/** The sandbox on a real PostgreSQL with two sites (docs/decisions.md, "SQL reports: the sandbox"). */

let sites: ReportingSites;
let runner: PostgresSqlReportRunner;
const limits = { ...defaultSqlReportLimits, statementTimeoutMs: 3000, deadlineMs: 6000 };

beforeAll(async () => {
  sites = await twoReportingSites();
  runner = new PostgresSqlReportRunner(sites.pool, sites.db, testFields, limits);
});

afterAll(async () => {
  await sites?.close();
});

const coordinator = (sqlText: string, more: Partial<SqlReportRequest> = {}): SqlReportRequest => ({
  siteId: 'site-a',
  userId: 'a-coordinator',
  audience: 'coordinator',
  scope: { kind: 'site' },
  sql: sqlText,
  params: {},
  ...more,
});

async function refusalOf(request: SqlReportRequest): Promise<string> {
  const error: unknown = await runner.run(request).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).status).toBe(422);
  return (error as DomainError).message;
}

/** Past the parser: straight to the site role, to show the grants hold on their own. */
async function asSiteRole(statement: string): Promise<string> {
  const sandbox = await runner.sandboxes.prepare('site-a', 'coordinator', 5);
  const error: unknown = await runner.execute(sandbox, 'site', statement, []).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
}

describe('a coordinator’s SQL report', () => {
  it('reads the site’s activity per location per day, groups under the floor suppressed', async () => {
    const result = await runner.run(
      coordinator('select location_id, reported_on, n_people, steps, suppressed from activity_by_location_day order by location_id;'),
    );
    expect(result).toEqual({
      fields: ['location_id', 'reported_on', 'n_people', 'steps', 'suppressed'],
      rows: [
        ['a-office', '2026-11-02', 6, 6000, 'false'],
        ['a-small', '2026-11-02', null, null, 'true'],
      ],
      truncated: false,
    });
  });

  it('reads person fields per participant, never health ones', async () => {
    const result = await runner.run(coordinator('select first_name, days_logged, last_logged_on from participants order by 1 limit 2'));
    expect(result.rows).toEqual([
      ['Ann1', 1, '2026-11-02'],
      ['Ann2', 1, '2026-11-02'],
    ]);
    expect(await refusalOf(coordinator('select steps from participants'))).toBe('column "steps" does not exist');
  });

  it('binds the named parameters as parameters', async () => {
    const params = { location_id: 'a-small', reported_on_min: '2026-11-01' };
    const result = await runner.run(
      coordinator(
        "select count(*) as n, ':location_id' as literal from participants where location_id = :location_id and registered_on >= :reported_on_min::date - 1",
        { params },
      ),
    );
    expect(result.rows).toEqual([[2, ':location_id']]);
  });

  it('is held to a location coordinator’s scope', async () => {
    const scope = { kind: 'location', locationId: 'a-small' } as const;
    expect((await runner.run(coordinator('select count(*) from participants', { scope }))).rows).toEqual([[2]]);
    expect((await runner.run(coordinator('select count(*) from locations', { scope }))).rows).toEqual([[1]]);
    await expect(runner.run(coordinator('select 1', { scope: { kind: 'none' } }))).rejects.toMatchObject({
      status: 403,
      message: 'You have no participants to report on.',
    });
  });

  it('caps the rows', async () => {
    const result = await runner.run(coordinator('select g from generate_series(1, 20000) g'));
    expect(result.rows).toHaveLength(10_000);
    expect(result.truncated).toBe(true);
  });

  it('stops rows too large to hold', async () => {
    const small = new PostgresSqlReportRunner(sites.pool, sites.db, testFields, {
      ...limits,
      statementTimeoutMs: 10_000,
      byteCap: 1_000_000,
    });
    const error: unknown = await small
      .run(coordinator("select repeat('x', 10000) from generate_series(1, 1000)"))
      .catch((failure: unknown) => failure);
    expect((error as DomainError).message).toBe('The report holds more than 1 MB; choose fewer rows or columns.');
  });

  it('keeps columns of the same name and the statement’s order', async () => {
    const result = await runner.run(coordinator('select g as a, -g as a from generate_series(1, 3) g order by g desc'));
    expect(result).toEqual({
      fields: ['a', 'a'],
      rows: [
        [3, -3],
        [2, -2],
        [1, -1],
      ],
      truncated: false,
    });
  });

  it('shows a PostgreSQL error in their SQL as a refusal', async () => {
    expect(await refusalOf(coordinator('selec 1'))).toBe('syntax error at or near "selec"');
    expect(await refusalOf(coordinator('select 1/0'))).toBe('division by zero');
  });
});

describe('evaluation answers', () => {
  it('reach coordinators as counts per answer, suppressed as the domain’s rule decides', async () => {
    const result = await runner.run(
      coordinator('select question_id, answer, n_people, suppressed from evaluation_answer_counts order by question_id, answer'),
    );
    const floor = privacyFloor();
    const expected = (question: string, answers: [string, number][]) => {
      const { hidden } = suppressSmallGroups(
        answers.map(([, n]) => n),
        floor,
      );
      return answers.map(([answer, n], index) => [question, answer, hidden[index] ? null : n, String(hidden[index])]);
    };
    expect(result.rows).toEqual([
      ...expected('q1', [
        ['no', 2],
        ['yes', 6],
      ]),
      ...expected('q2', [['ok', 8]]),
      ...expected('q3', [
        ['x', 8],
        ['y', 6],
        ['z', 1],
      ]),
    ]);
    expect(result.rows.filter((row) => row[3] === 'true').map((row) => `${row[0]}:${row[1]}`)).toEqual(['q1:no', 'q1:yes', 'q3:y', 'q3:z']);
  });

  it('reach masters per participant', async () => {
    const master = coordinator(
      "select user_id, question, answer from evaluation_answers where question_id = 'q1' and answer = 'no' order by 1",
      {
        audience: 'master',
      },
    );
    expect((await runner.run(master)).rows).toEqual([
      ['a7', 'Smoker', 'no'],
      ['a8', 'Smoker', 'no'],
    ]);
    expect(await refusalOf(coordinator('select * from evaluation_answers'))).toMatch(/^Only the report views may be read/);
  });
});

describe('a master’s SQL report', () => {
  it('reads per-participant and per-day health figures', async () => {
    const master = coordinator(
      'select p.user_id, p.steps, d.steps as day_steps from participants p join days d using (user_id) where p.location_id = :location_id order by 1',
      {
        audience: 'master',
        params: { location_id: 'a-small' },
      },
    );
    expect((await runner.run(master)).rows).toEqual([
      ['a7', 1000, 1000],
      ['a8', 1000, 1000],
    ]);
  });
});

describe('hostile statements', () => {
  const oneSelect = 'Only one SELECT statement may run.';
  const viewsOnly = 'Only the report views may be read: participants, locations, activity_by_location_day, evaluation_answer_counts.';
  const refused: [string, string][] = [
    ['select * from public.users', viewsOnly],
    ['select password_hash from users', viewsOnly],
    ['select * from es_events', viewsOnly],
    ['select * from personal_data_keys', viewsOnly],
    ['select * from user_sessions', viewsOnly],
    ['select * from pg_catalog.pg_authid', viewsOnly],
    ['select passwd from pg_shadow', viewsOnly],
    ['table pg_authid', viewsOnly],
    ['select * from participants p, lateral (select * from pg_user) u', viewsOnly],
    [`select * from report_${digest('site-b')}.participants`, viewsOnly],
    ['with pg_authid as (select 1) select * from pg_catalog.pg_authid', viewsOnly],
    ['select pg_sleep(60)', 'The function pg_sleep may not be used in a report.'],
    ['set role postgres', oneSelect],
    ['reset role', oneSelect],
    ['set role none', oneSelect],
    ["select set_config('role', 'postgres', true)", 'The function set_config may not be used in a report.'],
    ["select pg_catalog.set_config('role', 'none', false)", 'The function pg_catalog.set_config may not be used in a report.'],
    ['copy participants to stdout', oneSelect],
    ["copy (select 1) to '/tmp/x'", oneSelect],
    ["copy participants from '/etc/passwd'", oneSelect],
    ["select pg_read_file('/etc/passwd')", 'The function pg_read_file may not be used in a report.'],
    ["select * from pg_ls_dir('.')", 'The function pg_ls_dir may not be used in a report.'],
    ["select lo_import('/etc/passwd')", 'The function lo_import may not be used in a report.'],
    ["select * from dblink('dbname=postgres', 'select 1') as t(a int)", 'The function dblink may not be used in a report.'],
    ["select public.anything('x')", 'The function public.anything may not be used in a report.'],
    ["select query_to_xml('select * from users', true, true, '')", 'The function query_to_xml may not be used in a report.'],
    ['create extension dblink', oneSelect],
    ["insert into participants (first_name) values ('x')", oneSelect],
    ["update participants set first_name = 'x'", oneSelect],
    ['delete from participants', oneSelect],
    [
      'with gone as (delete from participants returning *) select * from gone',
      'A report may only read: no INSERT, UPDATE, DELETE or MERGE.',
    ],
    ['create table stolen as select * from participants', oneSelect],
    ['drop view participants', oneSelect],
    ['alter role current_user superuser', oneSelect],
    ['do $$ begin perform 1; end $$', oneSelect],
    ['select 1; select 2', oneSelect],
    ['select * into stolen from participants', 'A report may not use SELECT … INTO.'],
    ['select 1 /* hide */; delete from participants', oneSelect],
    ['select 1 -- hide\n; drop table users', oneSelect],
    ['select * from participants for update', 'A report may not lock rows (FOR UPDATE, FOR SHARE).'],
    ['select * from (select * from participants for share) p', 'A report may not lock rows (FOR UPDATE, FOR SHARE).'],
    ['prepare p as select 1', oneSelect],
    ['execute p', oneSelect],
    ['listen wellway', oneSelect],
    ['notify wellway', oneSelect],
    ["select pg_notify('wellway', 'x')", 'The function pg_notify may not be used in a report.'],
    ["select current_setting('wellway.report_scope')", 'The function current_setting may not be used in a report.'],
    ['', 'Write one SELECT statement.'],
    ['-- nothing but a comment', 'Write one SELECT statement.'],
  ];

  it.each(refused)('refuses %j', async (statement, message) => {
    expect(await refusalOf(coordinator(statement))).toBe(message);
  });

  it('contains what it lets run: comments and strings stay text, other sites stay out', async () => {
    expect((await runner.run(coordinator("select '; drop table users; --' as s /* ; delete from participants */"))).rows).toEqual([
      ['; drop table users; --'],
    ]);
    expect((await runner.run(coordinator("select count(*) from participants where first_name = 'Bob'"))).rows).toEqual([[0]]);
    expect((await runner.run(coordinator("select count(*) from locations where id = 'b-office'"))).rows).toEqual([[0]]);
    expect(await sql<{ n: number }>`select count(*)::int as n from users`.execute(sites.db)).toMatchObject({ rows: [{ n: 12 }] });
  });

  it('binds an injection attempt through a parameter as a mere value', async () => {
    const params = { location_id: "a-small' or '1'='1", site_id: "x'); delete from users; --" };
    const result = await runner.run(
      coordinator('select count(*) from participants where location_id = :location_id or :site_id::text is null', { params }),
    );
    expect(result.rows).toEqual([[0]]);
  });

  it('stops a huge cross join at the statement timeout', async () => {
    const message = await refusalOf(coordinator('select count(*) from participants a, participants b, generate_series(1, 100000000) g'));
    // Whichever limit it meets first on this machine: the time, or the temporary files the series spills to.
    expect([
      'The report took longer than 3 seconds and was stopped.',
      'The report needed more memory or temporary space than a report may use; narrow it down.',
    ]).toContain(message);
  });

  it('cancels the backend at its own deadline when the statement timeout did not stop it', async () => {
    const lax = new PostgresSqlReportRunner(sites.pool, sites.db, testFields, { ...limits, statementTimeoutMs: 60_000, deadlineMs: 500 });
    const sandbox = await lax.sandboxes.prepare('site-a', 'coordinator', 5);
    const error: unknown = await lax.execute(sandbox, 'site', 'select pg_sleep(60)', []).catch((failure: unknown) => failure);
    expect((error as DomainError).message).toBe('The report took longer than 60 seconds and was stopped.');
  });

  describe('past the parser, the site role’s grants hold on their own', () => {
    it.each([
      ['select * from public.users', 'permission denied for table users'],
      ['select * from public.es_events', 'permission denied for table es_events'],
      ['select * from public.personal_data_keys', 'permission denied for table personal_data_keys'],
      ['select * from public.user_sessions', 'permission denied for table user_sessions'],
      ['select * from pg_catalog.pg_authid', 'permission denied for table pg_authid'],
      [`select * from report_${digest('site-b')}.participants`, `permission denied for schema report_${digest('site-b')}`],
      ["select pg_read_file('/etc/passwd')", 'permission denied for function pg_read_file'],
      [
        "select current_setting('data_directory')",
        'must be superuser or have privileges of pg_read_all_settings to examine "data_directory"',
      ],
      ['delete from participants', 'cannot delete from view "participants"'],
      ["insert into public.es_events (stream_name) values ('x')", 'cannot execute INSERT in a read-only transaction'],
      ['create table stolen (a int)', 'cannot execute CREATE TABLE in a read-only transaction'],
      ['select pg_sleep(60)', 'The report took longer than 3 seconds and was stopped.'],
    ])('%j: %s', async (statement, message) => {
      await runner.sandboxes.prepare('site-b', 'coordinator', 5);
      expect(await asSiteRole(statement)).toBe(message);
    });
  });

  it('gives the site role no login, no attributes, no memberships and nothing owned', async () => {
    const { role } = await runner.sandboxes.prepare('site-a', 'coordinator', 5);
    const { rows } = await sql<Record<string, boolean | number>>`
      select rolcanlogin, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
        (select count(*)::int from pg_auth_members m where m.member = r.oid) as memberships,
        (select count(*)::int from pg_class c where c.relowner = r.oid) + (select count(*)::int from pg_namespace n where n.nspowner = r.oid) as owned
      from pg_roles r where rolname = ${role}`.execute(sites.db);
    expect(rows).toEqual([
      {
        rolcanlogin: false,
        rolsuper: false,
        rolinherit: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolreplication: false,
        rolbypassrls: false,
        memberships: 0,
        owned: 0,
      },
    ]);
  });
});

describe('the views follow the registry and the floor', () => {
  it('are built from the whole registry', async () => {
    const registry = new PostgresSqlReportRunner(sites.pool, sites.db, reportFields, limits);
    const [people, activity, days] = await Promise.all([
      registry.run(coordinator('select * from participants where false')),
      registry.run(coordinator('select * from activity_by_location_day where false')),
      registry.run(coordinator('select * from days where false', { audience: 'master' })),
    ]);
    const health = reportFields.filter((field) => field.privacy === 'health').map(({ id }) => id);
    expect(people.fields).toEqual(expect.arrayContaining(['first_name', 'registered_on', 'days_logged']));
    expect(people.fields.filter((column) => health.includes(column))).toEqual([]);
    expect(activity.fields).toEqual(expect.arrayContaining(['n_people', 'suppressed', 'steps', 'total_steps']));
    expect(days.fields).toEqual(expect.arrayContaining(['user_id', 'reported_on', 'steps']));
  });

  it('are made again after a rebuild’s swap dropped them and cleared their mark', async () => {
    const count = coordinator('select count(*) as people, sum(days_logged) as days from participants');
    const before = (await runner.run(count)).rows;
    const { schema } = await runner.sandboxes.prepare('site-a', 'coordinator', 5);
    const owner = runner.sandboxes.ownerRole(await runner.sandboxes.serverFacts());
    // What the projector's swap leaves (apps/projector/src/shadow.ts): the views gone, their mark
    // cleared, and tables new to the owner role (grants stay with the dropped ones).
    await sql`drop view ${sql.id(schema, 'participants')} cascade`.execute(sites.db);
    await sql`comment on schema ${sql.id(schema)} is null`.execute(sites.db);
    await sql`revoke select on report_participants from ${sql.id(owner)}`.execute(sites.db);
    expect((await runner.run(count)).rows).toEqual(before);
  });

  it('recreates them when a field is added or the floor changes', async () => {
    const later = new PostgresSqlReportRunner(sites.pool, sites.db, [...testFields, ...registryFields('exercise_minutes')], limits);
    await sql`update sites set settings = '{"reportPrivacyFloor": 7}' where id = 'site-a'`.execute(sites.db);
    const result = await later.run(
      coordinator("select n_people, exercise_minutes, suppressed from activity_by_location_day where location_id = 'a-office'"),
    );
    expect(result.rows).toEqual([[null, null, 'true']]);
    await sql`update sites set settings = '{}' where id = 'site-a'`.execute(sites.db);
    expect(
      (await later.run(coordinator("select n_people, exercise_minutes from activity_by_location_day where location_id = 'a-office'"))).rows,
    ).toEqual([[6, 0]]);
  });
});
