import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { UploadLocations } from './commands.js';
import { locationMessages as m, MAX_LOCATION_LEVELS } from './errors.js';
import type { LocationCreated, LocationEvent, UploadRowResult } from './events.js';
import { nextSequence, siblingNamed, type LocationTree } from './tree.js';
import { checkLocationName } from './rules.js';

/** A first row such as `level1,level2,level3` names the columns and is not a location. */
const isHeader = (cells: readonly string[]) => cells.length > 0 && cells.every((cell) => /^level\s*\d$/i.test(cell.trim()));

/** The row's path without trailing blanks, or the reason it cannot be one. */
function pathOf(cells: readonly string[]): { path: string[] } | { rejected: string; path: string[] } {
  const trimmed = cells.map((cell) => cell.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  if (trimmed.some((cell) => cell === '')) return { rejected: m.rowSkipsLevel, path: trimmed };
  if (trimmed.length > MAX_LOCATION_LEVELS) return { rejected: m.rowTooDeep, path: trimmed };
  try {
    return { path: trimmed.map(checkLocationName) };
  } catch (error) {
    if (error instanceof DomainError) return { rejected: error.message, path: trimmed };
    throw error;
  }
}

/**
 * Each row names a path from the top level down; levels that exist (same name, any case, under the
 * same parent) are reused, the rest created. Blank rows and a header row are skipped. The report
 * (LocationsUploaded) follows the LocationCreated events.
 */
export function planUpload(command: UploadLocations, initial: LocationTree): LocationEvent[] {
  const tree = new Map(initial);
  const created: LocationCreated[] = [];
  const report: UploadRowResult[] = [];
  command.rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '') || (index === 0 && isHeader(cells))) return;
    const row = index + 1;
    const parsed = pathOf(cells);
    if ('rejected' in parsed) {
      report.push({ row, path: parsed.path, status: 'rejected', message: parsed.rejected, locationId: null });
      return;
    }
    let parentId: string | null = null;
    let createdHere = false;
    for (const name of parsed.path) {
      const existing = siblingNamed(tree, parentId, name);
      if (existing) {
        parentId = existing.id;
        continue;
      }
      const locationId = deterministicId('location', command.siteId, command.uploadId, String(row), String(parentId), name.toLowerCase());
      const event: LocationCreated = {
        type: 'LocationCreated',
        data: { siteId: command.siteId, locationId, name, parentLocationId: parentId, sequence: nextSequence(tree, parentId) },
      };
      created.push(event);
      tree.set(locationId, { id: locationId, name, parentLocationId: parentId, sequence: event.data.sequence });
      parentId = locationId;
      createdHere = true;
    }
    report.push({ row, path: parsed.path, status: createdHere ? 'created' : 'existing', message: null, locationId: parentId });
  });
  return [...created, { type: 'LocationsUploaded', data: { siteId: command.siteId, uploadId: command.uploadId, fileName: command.fileName, rows: report } }];
}
