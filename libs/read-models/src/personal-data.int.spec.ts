import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useReadModelDb } from './testing/read-model-db.spec.js';
import { personalDataSections, readModelCapabilities } from './capabilities.js';

const bed = useReadModelDb();

/** Tables that hold a person's id but have no section in their data export, each with why. */
const notExported: Readonly<Record<string, string>> = {
  user_sessions: 'session tokens: secrets, not data about the person (written by the API, no projection)',
  password_reset_tokens: 'reset tokens: secrets, and gone once used or expired',
  data_export_archives: 'the archives themselves (written by the export worker)',
  report_days: 'employer-report figures per day: the same days, steps and counts the stats, badges, challenges and goals sections export',
  report_participants: 'the totals of report_days (above), per participant',
  report_people: "the days of report_days (above) they logged, and the location and role the users' section exports",
  erasures: "the masters' erasure audit: a row exists only once its person is erased, and then no one can export",
};

describe("a person's data export", () => {
  it('has a section from every read model whose tables hold something about a person', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'user_id' order by table_name`.execute(bed.db);
    const exported = new Set(personalDataSections.map((section) => section.name));
    const missing = rows
      .map((row) => row.table_name)
      .filter((table) => !(table in notExported))
      .filter((table) => {
        const owner = readModelCapabilities.find((capability) =>
          capability.projections.some((projection) => projection.tables.includes(table)),
        );
        return owner === undefined || !exported.has(owner.name);
      });
    expect(missing, 'add `personalData` to the manifests of these tables (or say why not in `notExported`)').toEqual([]);
  });

  it("takes each section in the manifests' order, once", () => {
    const names = personalDataSections.map((section) => section.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['users', 'entries', 'stats', 'badges', 'notifications', 'content', 'data_exports']));
  });
});
