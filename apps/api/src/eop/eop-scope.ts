import { NotFoundException } from '@nestjs/common';
import type { ReportScope } from '@wellway/domain';
import { locationLineage, type ReadModelDb } from '@wellway/read-models';

/** Spec 3 §8 EOP: what the screen shows for any failure, and what the API answers for what it cannot show. */
export const EOP_FAILED = 'Could not get EOP data.';
export const eopNotFound = () => new NotFoundException(EOP_FAILED);

/**
 * The location the report is about: the chosen one if it lies within the scope (else it names
 * nothing: 404), or the scope's own location; null for the whole site.
 */
export async function chosenLocation(
  db: ReadModelDb,
  siteId: string,
  scope: ReportScope,
  locationId: string | undefined,
): Promise<string | null> {
  if (scope.kind === 'none') throw eopNotFound();
  if (locationId === undefined) return scope.kind === 'location' ? scope.locationId : null;
  const lineage = await locationLineage(db, siteId, locationId);
  if (lineage.length === 0 || (scope.kind === 'location' && !lineage.includes(scope.locationId))) throw eopNotFound();
  return locationId;
}
