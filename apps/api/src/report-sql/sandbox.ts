import pg from 'pg';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { ReportFieldDeclaration } from '@wellway/domain';
import type { Database } from '@wellway/read-models';
import { underAdvisoryLock } from '../infrastructure/advisory-lock.js';
import { digest, reportViews, type Audience } from './views.js';

/**
 * Roles and schemas of the SQL sandbox (docs/decisions.md, "SQL reports: the sandbox"). Per site
 * and audience: a NOLOGIN role owning nothing, member of nothing, with USAGE on its schema and
 * SELECT on its views; the views belong to one non-superuser owner role per database, the only
 * role granted the reporting tables. Roles are cluster-wide, so every name carries a digest of
 * the database's name (each test file has its own database). Views are recreated when their text
 * changes (new report fields, a new floor): the schema's comment holds the digest of their DDL.
 */
export interface Sandbox {
  readonly role: string;
  readonly schema: string;
}

/** The reporting tables the views read: the owner role's only grants. */
const sourceTables = ['users', 'locations', 'report_days', 'report_participants', 'user_evaluation_answers', 'site_evaluations'];

const roleOptions = 'NOLOGIN NOSUPERUSER NOINHERIT NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

interface Server {
  /** Digest of current_database(): every role name's prefix. */
  readonly database: string;
  readonly superuser: boolean;
  /** PostgreSQL lets only superusers (or a GRANT SET ON PARAMETER) set temp_file_limit. */
  readonly setsTempFileLimit: boolean;
}

const id = (name: string) => pg.escapeIdentifier(name);
/** DDL (no parameters: names are escaped identifiers, the rest our own text). */
const run = (trx: Transaction<Database>, ddl: string) => sql.raw(ddl).execute(trx);

export class ReportSandboxes {
  private server: Promise<Server> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Kysely<Database>,
    private readonly fields: readonly ReportFieldDeclaration[],
  ) {}

  serverFacts(): Promise<Server> {
    this.server ??= this.pool
      .query<{ database: string; superuser: boolean; temp: boolean }>(
        `SELECT current_database() AS database, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
                has_parameter_privilege('temp_file_limit', 'SET') AS temp`,
      )
      .then(({ rows: [row] }) => ({ database: digest(row!.database), superuser: row!.superuser, setsTempFileLimit: row!.temp }));
    return this.server;
  }

  /** The site's role and schema for an audience, its views current with the registry and floor. */
  async prepare(siteId: string, audience: Audience, floor: number): Promise<Sandbox> {
    const server = await this.serverFacts();
    const site = digest(siteId);
    const suffix = audience === 'master' ? '_all' : '';
    const sandbox = { role: `report_${server.database}_${site}${suffix}`, schema: `report_${site}${suffix}` };
    const views = reportViews({ siteId, audience, floor, fields: this.fields }).map(
      ({ name, select }) => `CREATE VIEW ${id(sandbox.schema)}.${id(name)} WITH (security_barrier) AS ${this.inline(select)}`,
    );
    const version = `wellway report views ${digest(...views)}`;
    if (await this.isCurrent(this.db, sandbox, version)) return sandbox;
    // One at a time per database: the owner role is shared by its sites.
    await underAdvisoryLock(this.db, 'report-sql sandboxes', async (trx) => {
      if (!(await this.isCurrent(trx, sandbox, version))) await this.create(trx, server, sandbox, views, version);
    });
    return sandbox;
  }

  ownerRole(server: Server): string {
    return `report_${server.database}_owner`;
  }

  private async isCurrent(db: Kysely<Database>, sandbox: Sandbox, version: string): Promise<boolean> {
    const { rows } = await sql<{ current: boolean }>`
      SELECT obj_description(to_regnamespace(${sandbox.schema})::oid, 'pg_namespace') = ${version}
         AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${sandbox.role}) AS current`.execute(db);
    return rows[0]?.current === true;
  }

  private async ensureRole(trx: Transaction<Database>, server: Server, role: string): Promise<void> {
    const { rows } = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${role}`.execute(trx);
    if (rows.length === 0) await run(trx, `CREATE ROLE ${id(role)} ${roleOptions}`);
    // A CREATEROLE user (production) may SET ROLE only to roles it is a member of.
    if (!server.superuser) await run(trx, `GRANT ${id(role)} TO CURRENT_USER`);
  }

  private async create(trx: Transaction<Database>, server: Server, sandbox: Sandbox, views: string[], version: string): Promise<void> {
    const owner = this.ownerRole(server);
    await this.ensureRole(trx, server, owner);
    await this.ensureRole(trx, server, sandbox.role);
    await run(trx, `GRANT SELECT ON ${sourceTables.map(id).join(', ')} TO ${id(owner)}`);
    await run(trx, `DROP SCHEMA IF EXISTS ${id(sandbox.schema)} CASCADE`);
    await run(trx, `CREATE SCHEMA ${id(sandbox.schema)} AUTHORIZATION ${id(owner)}`);
    await run(trx, `SET LOCAL ROLE ${id(owner)}`);
    for (const view of views) await run(trx, view);
    await run(trx, `GRANT USAGE ON SCHEMA ${id(sandbox.schema)} TO ${id(sandbox.role)}`);
    await run(trx, `GRANT SELECT ON ALL TABLES IN SCHEMA ${id(sandbox.schema)} TO ${id(sandbox.role)}`);
    await run(trx, `COMMENT ON SCHEMA ${id(sandbox.schema)} IS ${pg.escapeLiteral(version)}`);
    await run(trx, 'RESET ROLE');
  }

  /** A view's SELECT as text: DDL takes no parameters, so ours (site id, fact names) become literals. */
  private inline(select: RawBuilder<unknown>): string {
    const { sql: text, parameters } = select.compile(this.db);
    return text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = parameters[Number(n) - 1];
      return typeof value === 'number' ? String(value) : pg.escapeLiteral(String(value));
    });
  }

  /** Tests: the roles of this database's sandboxes, dropped with what they own and were granted. */
  async dropAll(): Promise<void> {
    const server = await this.serverFacts();
    const { rows } = await this.pool.query<{ rolname: string }>('SELECT rolname FROM pg_roles WHERE starts_with(rolname, $1)', [
      `report_${server.database}_`,
    ]);
    if (rows.length === 0) return;
    const roles = rows.map(({ rolname }) => id(rolname)).join(', ');
    await this.pool.query(`DROP OWNED BY ${roles} CASCADE`);
    await this.pool.query(`DROP ROLE ${roles}`);
  }
}
