import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFields, twoReportingSites, type ReportingSites } from './fixture.spec.js';
import { defaultSqlReportLimits, PostgresSqlReportRunner } from './runner.js';

/** The sandbox when the API's database user is no superuser, only CREATEROLE (docs/operating.md). */

let sites: ReportingSites;
let runner: PostgresSqlReportRunner;

beforeAll(async () => {
  sites = await twoReportingSites(`wellway_app_${randomBytes(4).toString('hex')}`);
  runner = new PostgresSqlReportRunner(sites.pool, sites.db, testFields, { ...defaultSqlReportLimits, statementTimeoutMs: 1000 });
});

afterAll(async () => {
  await runner?.sandboxes.dropAll();
  await sites?.close();
});

describe('a SQL report run by a CREATEROLE user', () => {
  it('creates the roles and schemas and runs as the site role', async () => {
    const result = await runner.run({
      siteId: 'site-a',
      userId: 'a-coordinator',
      audience: 'coordinator',
      scope: { kind: 'site' },
      sql: 'select current_user as role, count(*) as n from participants',
      params: {},
    });
    expect(result.rows).toEqual([[(await runner.sandboxes.prepare('site-a', 'coordinator', 5)).role, 8]]);
    expect((await runner.sandboxes.serverFacts()).superuser).toBe(false);
  });

  it('still holds the site role to its grants', async () => {
    const sandbox = await runner.sandboxes.prepare('site-a', 'coordinator', 5);
    await expect(runner.execute(sandbox, 'site', 'select * from public.users', [])).rejects.toThrow('permission denied for table users');
  });
});
