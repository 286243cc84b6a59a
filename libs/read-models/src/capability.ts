import type { Migration } from 'kysely';
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
  readonly [tablesOf]?: Tables;
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
