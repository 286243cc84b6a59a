import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type { UploadLocations } from './commands.js';
import { locationMessages as m, MAX_LOCATION_LEVELS } from './errors.js';
import type { LocationEvent, UploadedLocation, UploadRowResult } from './events.js';
import { checkLocationName } from './rules.js';
import type { LocationTree } from './tree.js';

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

/** Children by parent and lower-cased name, and the last sequence under each parent: O(1) lookups for big files. */
class SiblingIndex {
  private readonly byName = new Map<string | null, Map<string, string>>();
  private readonly lastSequence = new Map<string | null, number>();

  constructor(tree: LocationTree) {
    for (const node of tree.values()) this.add(node.parentLocationId, node.name, node.id, node.sequence);
  }

  find(parentId: string | null, name: string): string | undefined {
    return this.byName.get(parentId)?.get(name.toLowerCase());
  }

  nextSequence(parentId: string | null): number {
    return (this.lastSequence.get(parentId) ?? 0) + 1;
  }

  add(parentId: string | null, name: string, id: string, sequence: number): void {
    const names = this.byName.get(parentId) ?? new Map<string, string>();
    names.set(name.toLowerCase(), id);
    this.byName.set(parentId, names);
    this.lastSequence.set(parentId, Math.max(this.lastSequence.get(parentId) ?? 0, sequence));
  }
}

/**
 * Each row names a path from the top level down; levels that exist (same name, any case, under the
 * same parent) are reused, the rest created, last among their siblings. Blank rows and a header
 * row are skipped. One LocationsUploaded event carries the new locations and the report.
 */
export function planUpload(command: UploadLocations, tree: LocationTree): LocationEvent[] {
  const index = new SiblingIndex(tree);
  const created: UploadedLocation[] = [];
  const rows: UploadRowResult[] = [];
  command.rows.forEach((cells, position) => {
    if (cells.every((cell) => cell.trim() === '') || (position === 0 && isHeader(cells))) return;
    const row = position + 1;
    const parsed = pathOf(cells);
    if ('rejected' in parsed) {
      rows.push({ row, path: parsed.path, status: 'rejected', message: parsed.rejected, locationId: null });
      return;
    }
    let parentId: string | null = null;
    let createdHere = false;
    for (const name of parsed.path) {
      const existing = index.find(parentId, name);
      if (existing) {
        parentId = existing;
        continue;
      }
      const locationId = deterministicId('location', command.siteId, command.uploadId, String(row), String(parentId), name.toLowerCase());
      const sequence = index.nextSequence(parentId);
      created.push({ locationId, name, parentLocationId: parentId, sequence });
      index.add(parentId, name, locationId, sequence);
      parentId = locationId;
      createdHere = true;
    }
    rows.push({ row, path: parsed.path, status: createdHere ? 'created' : 'existing', message: null, locationId: parentId });
  });
  return [
    { type: 'LocationsUploaded', data: { siteId: command.siteId, uploadId: command.uploadId, fileName: command.fileName, created, rows } },
  ];
}
