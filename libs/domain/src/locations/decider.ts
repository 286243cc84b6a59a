import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import type { CreateLocation, DeleteLocation, LocationCommand, ReorderLocations, UpdateLocation } from './commands.js';
import { locationMessages as m, locationNotFound, MAX_LOCATION_LEVELS } from './errors.js';
import { checkLocationName } from './rules.js';
import type { LocationEvent } from './events.js';
import { childrenOf, heightOf, isInside, levelOf, nextSequence, siblingNamed, type LocationNode, type LocationTree } from './tree.js';
import { planUpload } from './upload.js';

/** One stream per site: the tree's rules (unique sibling names, three levels, no cycles) span it. */
export const locationsStream = (siteId: string): string => `locations-${siteId}`;

export interface LocationsState {
  readonly tree: LocationTree;
  /** Ids never to be used again (the read model keeps deleted rows). */
  readonly deletedIds: ReadonlySet<string>;
}

export const initialState = (): LocationsState => ({ tree: new Map(), deletedIds: new Set() });

function withNode(tree: LocationTree, node: LocationNode): LocationTree {
  return new Map(tree).set(node.id, node);
}

export function evolve(state: LocationsState, event: LocationEvent): LocationsState {
  const { tree } = state;
  switch (event.type) {
    case 'LocationCreated': {
      const { locationId, name, parentLocationId, sequence } = event.data;
      return { ...state, tree: withNode(tree, { id: locationId, name, parentLocationId, sequence }) };
    }
    case 'LocationRenamed': {
      const node = tree.get(event.data.locationId);
      return node ? { ...state, tree: withNode(tree, { ...node, name: event.data.name }) } : state;
    }
    case 'LocationMoved': {
      const node = tree.get(event.data.locationId);
      const { parentLocationId, sequence } = event.data;
      return node ? { ...state, tree: withNode(tree, { ...node, parentLocationId, sequence }) } : state;
    }
    case 'LocationsReordered': {
      const next = new Map(tree);
      event.data.locationIds.forEach((id, index) => {
        const node = next.get(id);
        if (node) next.set(id, { ...node, sequence: index + 1 });
      });
      return { ...state, tree: next };
    }
    case 'LocationDeleted': {
      const next = new Map(tree);
      next.delete(event.data.locationId);
      return { tree: next, deletedIds: new Set(state.deletedIds).add(event.data.locationId) };
    }
    case 'LocationsUploaded': {
      const next = new Map(tree);
      for (const { locationId, name, parentLocationId, sequence } of event.data.created) {
        next.set(locationId, { id: locationId, name, parentLocationId, sequence });
      }
      return { ...state, tree: next };
    }
    default:
      return assertNever(event);
  }
}

function requireUniqueName(tree: LocationTree, parentId: string | null, name: string, exceptId?: string): void {
  const twin = siblingNamed(tree, parentId, name);
  if (twin && twin.id !== exceptId) throw new DomainError('conflict', 'location_name_taken', m.duplicateName(name));
}

function requireParent(tree: LocationTree, parentId: string | null): void {
  if (parentId !== null && !tree.has(parentId)) throw new DomainError('validation', 'parent_location_not_found', m.parentNotFound);
}

function create(command: CreateLocation, { tree, deletedIds }: LocationsState): LocationEvent[] {
  if (tree.has(command.locationId) || deletedIds.has(command.locationId)) throw new DomainError('conflict', 'location_exists', m.exists);
  const name = checkLocationName(command.name);
  const parentId = command.parentLocationId;
  requireParent(tree, parentId);
  if (parentId !== null && levelOf(tree, parentId) >= MAX_LOCATION_LEVELS)
    throw new DomainError('validation', 'location_too_deep', m.tooDeep);
  requireUniqueName(tree, parentId, name);
  return [
    {
      type: 'LocationCreated',
      data: {
        siteId: command.siteId,
        locationId: command.locationId,
        name,
        parentLocationId: parentId,
        sequence: nextSequence(tree, parentId),
      },
    },
  ];
}

function update(command: UpdateLocation, { tree }: LocationsState): LocationEvent[] {
  const node = tree.get(command.locationId);
  if (!node) throw locationNotFound();
  const name = command.name === undefined ? node.name : checkLocationName(command.name);
  const parentId = command.parentLocationId === undefined ? node.parentLocationId : command.parentLocationId;
  const moved = parentId !== node.parentLocationId;
  if (moved && parentId !== null) {
    if (parentId === node.id) throw new DomainError('validation', 'location_under_itself', m.underItself);
    requireParent(tree, parentId);
    if (isInside(tree, parentId, node.id)) throw new DomainError('validation', 'location_under_descendant', m.underDescendant);
    if (levelOf(tree, parentId) + heightOf(tree, node.id) > MAX_LOCATION_LEVELS) {
      throw new DomainError('validation', 'location_too_deep', m.moveTooDeep);
    }
  }
  if (moved || name.toLowerCase() !== node.name.toLowerCase()) requireUniqueName(tree, parentId, name, node.id);
  const events: LocationEvent[] = [];
  if (name !== node.name) events.push({ type: 'LocationRenamed', data: { siteId: command.siteId, locationId: node.id, name } });
  if (moved) {
    events.push({
      type: 'LocationMoved',
      data: { siteId: command.siteId, locationId: node.id, parentLocationId: parentId, sequence: nextSequence(tree, parentId) },
    });
  }
  return events;
}

function reorder(command: ReorderLocations, { tree }: LocationsState): LocationEvent[] {
  const ids = command.sequence;
  const first = ids.length > 0 ? tree.get(ids[0]!) : undefined;
  if (!first)
    throw ids.length > 0 && !tree.has(ids[0]!)
      ? locationNotFound()
      : new DomainError('validation', 'reorder_incomplete', m.reorderIncomplete);
  if (ids.some((id) => !tree.has(id))) throw locationNotFound();
  const siblings = childrenOf(tree, first.parentLocationId).map((node) => node.id);
  const complete = new Set(ids).size === ids.length && ids.length === siblings.length && ids.every((id) => siblings.includes(id));
  if (!complete) throw new DomainError('validation', 'reorder_incomplete', m.reorderIncomplete);
  if (ids.every((id, index) => siblings[index] === id)) return [];
  return [
    { type: 'LocationsReordered', data: { siteId: command.siteId, parentLocationId: first.parentLocationId, locationIds: [...ids] } },
  ];
}

function remove(command: DeleteLocation, { tree }: LocationsState): LocationEvent[] {
  const node = tree.get(command.locationId);
  if (!node) throw locationNotFound();
  if (childrenOf(tree, node.id).length > 0) throw new DomainError('conflict', 'location_has_children', m.hasChildren(node.name));
  return [{ type: 'LocationDeleted', data: { siteId: command.siteId, locationId: node.id } }];
}

export function decide(command: LocationCommand, state: LocationsState): LocationEvent[] {
  switch (command.type) {
    case 'CreateLocation':
      return create(command, state);
    case 'UpdateLocation':
      return update(command, state);
    case 'ReorderLocations':
      return reorder(command, state);
    case 'DeleteLocation':
      return remove(command, state);
    case 'UploadLocations':
      return planUpload(command, state.tree);
    default:
      return assertNever(command);
  }
}

export const locationsDecider: Decider<LocationCommand, LocationEvent, LocationsState> = { decide, evolve, initialState };
