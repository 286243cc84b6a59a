import { sql, type RawBuilder } from 'kysely';
import type { ParticipantColumn, ReportScope } from '@wellway/domain';

/** The float8 column of `participantsOf(siteId, totals)` holding a fact's total: null for someone with no figures yet. */
export const totalColumn = (fact: string): string => `total:${fact}`;

const totalsSql = (totals: readonly string[]) =>
  sql.join(
    totals.map((fact) => sql`, r.${sql.ref(totalColumn(fact))}`),
    sql``,
  );

/**
 * The figures a run reads, taken out of the jsonb where the row is read: COALESCE is not strict, so
 * PostgreSQL evaluates it below the outer join, and the hash, join and sort above carry a few
 * numbers per participant rather than the whole `facts` (which spilled a 100,000-row report to disk).
 */
function figuresSql(totals: readonly string[]): RawBuilder<unknown> {
  if (totals.length === 0) return sql`report_participants`;
  const columns = totals.map((fact) => sql`, COALESCE((facts -> ${fact})::float8, 0) AS ${sql.ref(totalColumn(fact))}`);
  return sql`(SELECT site_id, user_id, facts, last_on${sql.join(columns, sql``)} FROM report_participants)`;
}

/**
 * One row per participant of a site (role `user`, not erased), with the attributes report fields
 * name (`ParticipantColumn`) and their reporting totals: the FROM of every per-participant report,
 * the SQL sandbox's participants view and the EOP. Locations nest at most three levels (spec 3
 * §9), so the top-level one is the furthest of two parents.
 *
 * Columns: user_id, site_id, location_id, parent_location_id, top_level_location_id, every `ParticipantColumn`,
 * `facts`/`last_on` (jsonb, `{}` for someone with no figures yet), and each of `totals` as `totalColumn(fact)`.
 */
export function participantsOf(siteId: string, totals: readonly string[] = []): RawBuilder<unknown> {
  return sql`(
    SELECT u.id AS user_id, u.site_id, u.first_name, u.last_name, u.email, u.sso_identifier, u.eligibility_identifier,
      u.started_on, loc.id AS location_id, loc.name AS location, parent.id AS parent_location_id,
      COALESCE(grand.id, parent.id, loc.id) AS top_level_location_id,
      COALESCE(grand.name, parent.name, loc.name) AS top_level_location,
      COALESCE(r.facts, '{}'::jsonb) AS facts, COALESCE(r.last_on, '{}'::jsonb) AS last_on${totalsSql(totals)}
    FROM users u
    LEFT JOIN ${figuresSql(totals)} r ON r.site_id = u.site_id AND r.user_id = u.id
    LEFT JOIN locations loc ON loc.id = u.location_id AND loc.site_id = u.site_id
    LEFT JOIN locations parent ON parent.id = loc.parent_location_id AND parent.site_id = u.site_id
    LEFT JOIN locations grand ON grand.id = parent.parent_location_id AND grand.site_id = u.site_id
    WHERE u.site_id = ${siteId} AND u.role = 'user' AND u.deleted_at IS NULL
  )`;
}

/** The SQL of a participant attribute, read from `participantsOf`'s row under `alias`. */
export function participantColumnSql(alias: string, column: ParticipantColumn): RawBuilder<unknown> {
  return sql`${sql.ref(`${alias}.${column}`)}`;
}

/** A fact's total over all days (0 when none), from `participantsOf`'s row under `alias`. */
export function factTotalSql(alias: string, fact: string): RawBuilder<number> {
  return sql<number>`COALESCE((${sql.ref(`${alias}.facts`)} ->> ${fact})::numeric, 0)`;
}

/** The last day a fact was non-zero (null when never), from `participantsOf`'s row under `alias`. */
export function factLastOnSql(alias: string, fact: string): RawBuilder<string | null> {
  return sql<string | null>`(${sql.ref(`${alias}.last_on`)} ->> ${fact})`;
}

/**
 * Whether `participantsOf`'s row under `alias` is within a coordinator's scope (domain
 * `reportScopeOf`): a location scope holds the location and every location under it (three
 * levels at most, so the row's own, parent and top-level ids are all its ancestors).
 */
export function inScopeSql(alias: string, scope: ReportScope): RawBuilder<boolean> {
  switch (scope.kind) {
    case 'site':
      return sql<boolean>`true`;
    case 'none':
      return sql<boolean>`false`;
    case 'location':
      return sql<boolean>`${scope.locationId} IN (${sql.ref(`${alias}.location_id`)}, ${sql.ref(`${alias}.parent_location_id`)}, ${sql.ref(`${alias}.top_level_location_id`)})`;
    default: {
      const unknownScope: never = scope;
      throw new Error(`Unknown scope ${JSON.stringify(unknownScope)}`);
    }
  }
}
