import {
  isReportingProgram,
  isUpcomingProgram,
  loggingStateOn,
  programFlagsOf,
  type DashboardProgram,
  type LoggingState,
  type ProgramFlags,
  type ReportScope,
} from '@wellway/domain';
import type { ReadModelDb as Db } from '../database.js';
import { flattenLocations, locationTree, type LocationTreeNode } from '../locations/queries.js';
import { listPrograms, type ProgramRow } from '../programs/queries.js';

/** A stored program as the dashboard's rules read it (domain dashboard/programs.ts). */
export const dashboardProgramOf = (row: ProgramRow): DashboardProgram => ({
  enabled: row.enabled,
  effectiveDateStart: row.effective_date_start,
  timeFrames: row.time_frames.map((f) => ({ loggingState: f.logging_state as LoggingState, startDate: f.start_date, endDate: f.end_date })),
});

/** Whether the site has reporting and upcoming programs on its `today` (spec 1 §6's menu rules). */
export async function programFlags(db: Db, siteId: string, today: string): Promise<ProgramFlags> {
  return programFlagsOf((await listPrograms(db, siteId)).map(dashboardProgramOf), today);
}

export interface ListedProgram {
  id: string;
  name: string;
  logging_state: LoggingState | null;
  effective_date_start: string | null;
  effective_date_end: string | null;
  starts_on: string | null;
}

export interface ProgramGroupRow {
  /** Null: programs for every location of the site. */
  location_id: string | null;
  location_name: string;
  programs: ListedProgram[];
}

export const ALL_LOCATIONS = 'All locations';

/**
 * The locations whose programs a scope sees: its location, the locations under it and those
 * above it (a program for a region is one for its offices too). Null: every location.
 */
function locationsSeen(tree: readonly LocationTreeNode[], scope: ReportScope): Set<string> | null {
  if (scope.kind === 'site') return null;
  if (scope.kind === 'none') return new Set();
  const seen = new Set<string>();
  const walk = (nodes: readonly LocationTreeNode[], above: readonly string[]) => {
    for (const node of nodes) {
      if (node.id === scope.locationId) {
        for (const id of [...above, ...flattenLocations([node]).map((n) => n.id)]) seen.add(id);
      } else walk(node.children, [...above, node.id]);
    }
  };
  walk(tree, []);
  return seen;
}

const listed = (row: ProgramRow, today: string): ListedProgram => {
  const program = dashboardProgramOf(row);
  return {
    id: row.id,
    name: row.name,
    logging_state: loggingStateOn(program.timeFrames, today),
    effective_date_start: row.effective_date_start,
    effective_date_end: row.effective_date_end,
    starts_on: program.timeFrames.map((f) => f.startDate).sort()[0] ?? null,
  };
};

/**
 * The dashboard's programs of one kind (reporting: /dashboard/reports; upcoming:
 * /dashboard/upcoming_launches), grouped by location in the tree's order, programs for every
 * location first. A scope below the site (spec 3 §5: "a location coordinator sees only reporting
 * programs for their location") sees the programs of its locations and the site-wide ones.
 */
export async function dashboardPrograms(
  db: Db,
  input: { siteId: string; today: string; kind: 'reporting' | 'upcoming'; scope: ReportScope },
): Promise<ProgramGroupRow[]> {
  const { siteId, today, kind, scope } = input;
  const [rows, tree] = await Promise.all([listPrograms(db, siteId), locationTree(db, siteId)]);
  const seen = locationsSeen(tree, scope);
  if (seen !== null && seen.size === 0) return [];
  const wanted = kind === 'reporting' ? isReportingProgram : isUpcomingProgram;
  const programs = rows.filter((row) => wanted(dashboardProgramOf(row), today));
  const siteWide = programs.filter((row) => row.locations.length === 0);
  const groups: ProgramGroupRow[] =
    siteWide.length > 0 ? [{ location_id: null, location_name: ALL_LOCATIONS, programs: siteWide.map((p) => listed(p, today)) }] : [];
  for (const location of flattenLocations(tree)) {
    if (seen !== null && !seen.has(location.id)) continue;
    const here = programs.filter((row) => row.locations.includes(location.id));
    if (here.length > 0)
      groups.push({ location_id: location.id, location_name: location.name, programs: here.map((p) => listed(p, today)) });
  }
  return groups;
}

/** One program of the site, if a scope sees it (the activity summary and reports links). */
export async function seenProgram(db: Db, input: { siteId: string; programId: string; scope: ReportScope }): Promise<boolean> {
  const [rows, tree] = await Promise.all([listPrograms(db, input.siteId), locationTree(db, input.siteId)]);
  const row = rows.find((program) => program.id === input.programId);
  if (!row) return false;
  const seen = locationsSeen(tree, input.scope);
  return seen === null || (input.scope.kind !== 'none' && (row.locations.length === 0 || row.locations.some((id) => seen.has(id))));
}
