import type { Migration } from 'kysely';
import type { ReadModelDb } from './database.js';
import type { Projection } from './projection.js';

/** Type-level key under which a manifest carries its tables (never set at runtime). */
export const tablesOf: unique symbol = Symbol('tables');

/**
 * One capability's read side, exported by `<capability>/index.ts` and listed once in
 * `capabilities.ts`: the Kysely tables it owns (assembled into `Database`), the projections that
 * fill them and the migrations that create them.
 */
export interface ReadModelManifest<Tables extends object = object> {
  readonly name: string;
  /** In the order the projector should start them. */
  readonly projections: readonly Projection[];
  /**
   * By the name each is recorded under in the database (`YYYY_MM_DD_HHMMSS_<change>`): never
   * rename one. The migrator runs all capabilities' migrations sorted by name.
   */
  readonly migrations: Readonly<Record<string, Migration>>;
  /** The kind of live update clients receive when these projections change rows (omit: none). */
  readonly liveKind?: string;
  /**
   * What these tables hold about one person, for the archive they can download of their own data
   * (GDPR Art. 15 and 20): omit when they hold nothing about anyone. See PersonalDataExport.
   */
  readonly personalData?: PersonalDataExport;
  readonly [tablesOf]?: Tables;
}

/** The person an export is about: their id, on their site (every query filters by both). */
export interface PersonalDataSubject {
  readonly userId: string;
  readonly siteId: string;
}

/**
 * A capability's section of a person's data export: `data.json` holds, under the manifest's name,
 * what `export` returns (JSON-ready: plain objects, strings, numbers; times as ISO text). Everything
 * the capability keeps about the person and nothing about anyone else; secrets (password hashes,
 * session tokens) are not their data and stay out.
 */
export interface PersonalDataExport {
  export(db: ReadModelDb, subject: PersonalDataSubject): Promise<unknown>;
}

/** A capability's read-side manifest; `Tables` is the interface of the tables it owns. */
export function defineReadModel<Tables extends object>(
  manifest: Omit<ReadModelManifest<Tables>, typeof tablesOf>,
): ReadModelManifest<Tables> {
  return manifest;
}

/** The tables of every manifest in `Manifests`, as one intersection. */
export type TablesOfAll<Manifests extends readonly ReadModelManifest[]> = UnionToIntersection<TablesOf<Manifests[number]>>;

type TablesOf<Manifest> = Manifest extends ReadModelManifest<infer Tables> ? Tables : never;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
