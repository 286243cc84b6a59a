import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import type { LocationCommand } from './commands.js';
import { locationsDecider, type LocationsState } from './decider.js';
import { MAX_LOCATION_LEVELS } from './errors.js';
import { childrenOf, levelOf } from './tree.js';

const siteId = 'site-1';
const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const names = ['North', 'north', 'South', 'East', ' West ', ''];
const id = fc.constantFrom(...ids);
const parent = fc.option(id, { nil: null });
const name = fc.constantFrom(...names);

const command: fc.Arbitrary<LocationCommand> = fc.oneof(
  fc.record({ type: fc.constant('CreateLocation' as const), siteId: fc.constant(siteId), locationId: id, name, parentLocationId: parent }),
  fc.record({
    type: fc.constant('UpdateLocation' as const),
    siteId: fc.constant(siteId),
    locationId: id,
    name: fc.option(name, { nil: undefined }),
    parentLocationId: fc.option(parent, { nil: undefined }),
  }),
  fc.record({ type: fc.constant('ReorderLocations' as const), siteId: fc.constant(siteId), sequence: fc.array(id, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('DeleteLocation' as const), siteId: fc.constant(siteId), locationId: id }),
  fc.record({
    type: fc.constant('UploadLocations' as const),
    siteId: fc.constant(siteId),
    uploadId: fc.constantFrom('u1', 'u2'),
    fileName: fc.constant('a.csv'),
    rows: fc.array(fc.array(name, { maxLength: 4 }), { maxLength: 4 }),
  }),
);

/** The tree's rules, whatever was decided before. */
function expectValidTree({ tree }: LocationsState): void {
  for (const node of tree.values()) {
    expect(levelOf(tree, node.id)).toBeLessThanOrEqual(MAX_LOCATION_LEVELS);
    if (node.parentLocationId !== null) expect(tree.has(node.parentLocationId)).toBe(true);
    expect(node.name.trim()).toBe(node.name);
    expect(node.name).not.toBe('');
  }
  for (const parentId of [null, ...tree.keys()]) {
    const siblings = childrenOf(tree, parentId);
    expect(new Set(siblings.map((node) => node.name.toLowerCase())).size).toBe(siblings.length);
    expect(new Set(siblings.map((node) => node.sequence)).size).toBe(siblings.length);
  }
}

describe('locations decider (property)', () => {
  it('keeps three levels, unique sibling names and order, and no orphans, whatever is asked; rejections are domain errors', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        let state = locationsDecider.initialState();
        for (const next of commands) {
          try {
            state = locationsDecider.decide(next, state).reduce(locationsDecider.evolve, state);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
          }
          expectValidTree(state);
        }
      }),
      { numRuns: 300 },
    );
  });
});
