import { describe, expect, it } from 'vitest';
import type { Location } from '../api/get-locations';
import { csvFileProblem } from './csv-file';
import { flatten, parentChoices, swapped } from './tree';

const node = (id: string, children: Location[] = []): Location => ({
  id,
  name: id.toUpperCase(),
  site_id: 's',
  parent_location_id: null,
  sequence: 1,
  children,
});
const tree = [node('a', [node('b', [node('c')])]), node('d')];

describe('location tree helpers', () => {
  it('flattens with levels and paths', () => {
    expect(flatten(tree).map((entry) => [entry.location.id, entry.level, entry.path])).toEqual([
      ['a', 1, 'A'],
      ['b', 2, 'A › B'],
      ['c', 3, 'A › B › C'],
      ['d', 1, 'D'],
    ]);
  });

  it('offers parents that keep the moved subtree within three levels and outside itself', () => {
    expect(parentChoices(tree, null).map((entry) => entry.location.id)).toEqual(['a', 'b', 'd']);
    expect(parentChoices(tree, tree[0]!.children[0]!).map((entry) => entry.location.id)).toEqual(['a', 'd']);
    expect(parentChoices(tree, tree[0]!).map((entry) => entry.location.id)).toEqual([]);
    expect(parentChoices(tree, tree[1]!).map((entry) => entry.location.id)).toEqual(['a', 'b']);
  });

  it('swaps a sibling up or down, not past the ends', () => {
    expect(swapped(tree, 'd', -1)).toEqual(['d', 'a']);
    expect(swapped(tree, 'a', -1)).toBeNull();
    expect(swapped(tree, 'd', 1)).toBeNull();
  });

  it("checks a CSV file's type, name and size with the spec's messages", () => {
    expect(csvFileProblem({ name: 'sites.csv', type: 'text/csv', size: 10 })).toBeNull();
    expect(csvFileProblem({ name: 'sites.txt', type: 'text/plain', size: 10 })).toBe(
      'Sorry… this is the incorrect file type. Your file needs to be a .csv.',
    );
    expect(csvFileProblem({ name: 'my sites.csv', type: 'text/csv', size: 10 })).toMatch(/special characters/);
    expect(csvFileProblem({ name: 'sites.csv', type: 'text/csv', size: 5_000_000 })).toBe('File size must be 4 MB or less');
  });
});
