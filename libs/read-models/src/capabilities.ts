import type { Migration } from 'kysely';
import type { PersonalDataExport, ReadModelManifest, TablesOfAll } from './capability.js';
import type { Projection } from './projection.js';
import { sitesReadModel } from './sites/index.js';
import { usersReadModel } from './users/index.js';
import { sessionsReadModel } from './sessions/index.js';
import { passwordResetsReadModel } from './password-resets/index.js';
import { entriesReadModel } from './entries/index.js';
import { statsReadModel } from './stats/index.js';
import { badgesReadModel } from './badges/index.js';
import { notificationsReadModel } from './notifications/index.js';
import { eligibilityReadModel } from './eligibility/index.js';
import { contentReadModel } from './content/index.js';
import { locationsReadModel } from './locations/index.js';
import { programsReadModel } from './programs/index.js';
import { ssoReadModel } from './sso/index.js';
import { reactionsReadModel } from './reactions/index.js';
import { erasuresReadModel } from './erasures/index.js';
import { dataExportsReadModel } from './data-exports/index.js';
import { friendsReadModel } from './friends/index.js';
import { messagingReadModel } from './messaging/index.js';
import { goalsReadModel } from './goals/index.js';
import { badgeProgressReadModel } from './badge-progress/index.js';
import { challengeCatalogueReadModel } from './challenge-catalogue/index.js';
import { userChallengesReadModel } from './challenges/index.js';
import { evaluationsReadModel } from './evaluations/index.js';
import { followsReadModel } from './follows/index.js';
import { mutesReadModel } from './mutes/index.js';
import { announcementsReadModel } from './announcements/index.js';
import { wallReadModel } from './wall/index.js';
import { reportingReadModel } from './reporting/index.js';
import { reportsReadModel } from './reports/index.js';

export * from './sites/index.js';
export * from './users/index.js';
export * from './sessions/index.js';
export * from './password-resets/index.js';
export * from './entries/index.js';
export * from './stats/index.js';
export * from './badges/index.js';
export * from './notifications/index.js';
export * from './eligibility/index.js';
export * from './content/index.js';
export * from './locations/index.js';
export * from './programs/index.js';
export * from './sso/index.js';
export * from './reactions/index.js';
export * from './erasures/index.js';
export * from './data-exports/index.js';
export * from './friends/index.js';
export * from './messaging/index.js';
export * from './goals/index.js';
export * from './badge-progress/index.js';
export * from './challenge-catalogue/index.js';
export * from './challenges/index.js';
export * from './evaluations/index.js';
export * from './follows/index.js';
export * from './mutes/index.js';
export * from './announcements/index.js';
export * from './wall/index.js';
export * from './reporting/index.js';
export * from './reports/index.js';
export * from './dashboard/index.js';
export * from './eop/index.js';

/**
 * Every capability's read side: the one list a new capability joins (its `index.ts` above, its
 * manifest here). Its tables join `Database`, its projections the projector, its migrations the
 * migrator.
 */
export const readModelCapabilities = [
  sitesReadModel,
  usersReadModel,
  sessionsReadModel,
  passwordResetsReadModel,
  entriesReadModel,
  statsReadModel,
  badgesReadModel,
  notificationsReadModel,
  eligibilityReadModel,
  contentReadModel,
  locationsReadModel,
  programsReadModel,
  ssoReadModel,
  reactionsReadModel,
  erasuresReadModel,
  dataExportsReadModel,
  friendsReadModel,
  messagingReadModel,
  goalsReadModel,
  badgeProgressReadModel,
  challengeCatalogueReadModel,
  userChallengesReadModel,
  evaluationsReadModel,
  followsReadModel,
  mutesReadModel,
  announcementsReadModel,
  wallReadModel,
  reportingReadModel,
  reportsReadModel,
] as const satisfies readonly ReadModelManifest[];

/** The tables of every capability (`Database` adds the projector's checkpoints). */
export type CapabilityTables = TablesOfAll<typeof readModelCapabilities>;

/** Every read model the projector keeps up to date. */
export const projections: readonly Projection[] = readModelCapabilities.flatMap((capability) => capability.projections);

/** The manifests that hold data about a person, in list order: the sections of their data export. */
export const personalDataSections: readonly PersonalDataSection[] = readModelCapabilities.flatMap((capability: ReadModelManifest) =>
  capability.personalData
    ? [{ name: capability.name, personalData: capability.personalData, projections: capability.projections.map(({ name }) => name) }]
    : [],
);

/** One section of a person's data export: its manifest's name, what it exports, the projections it reads. */
export interface PersonalDataSection {
  readonly name: string;
  readonly personalData: PersonalDataExport;
  readonly projections: readonly string[];
}

/** Every capability's migrations by name; a name claimed twice is a mistake caught at load. */
export const capabilityMigrations: Readonly<Record<string, Migration>> = migrationsOf(readModelCapabilities);

/** Projection name → the live-update kind its changes are announced as (screens refresh by kind). */
export const liveUpdateKinds: ReadonlyMap<string, string> = new Map(
  readModelCapabilities.flatMap(({ projections: fed, liveKind }) =>
    liveKind === undefined ? [] : fed.map((projection) => [projection.name, liveKind] as const),
  ),
);

/** The manifests' migrations in one map; throws on a name two of them claim. */
export function migrationsOf(manifests: readonly ReadModelManifest[]): Record<string, Migration> {
  const merged: Record<string, Migration> = {};
  for (const manifest of manifests) {
    for (const [name, migration] of Object.entries(manifest.migrations)) {
      if (name in merged) throw new Error(`Read-model migration ${name} is claimed twice (again by ${manifest.name})`);
      merged[name] = migration;
    }
  }
  return merged;
}
