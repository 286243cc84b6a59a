import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/fixtures.js';
import { foldRows } from './fold-rows.js';

interface Row {
  readonly id: string;
  readonly rank: number;
  readonly position: bigint;
}

describe('foldRows', () => {
  it('applies an event once per row it names, given the row’s index, and skips rows already past it', () => {
    const log = new EventLog();
    const first = log.append('list-1', 'Ranked', ['a', 'b']);
    const second = log.append('list-1', 'Ranked', ['c', 'a', 'a']);
    const rows = new Map<string, Row>([['c', { id: 'c', rank: 9, position: 5n }]]);
    const changed = foldRows(
      rows,
      [first, second],
      (event) => event.data,
      (_row, event, index): Row => ({ id: event.data[index] ?? '', rank: index + 1, position: event.position }),
    );
    expect(changed).toEqual([
      { id: 'a', rank: 2, position: 2n },
      { id: 'b', rank: 2, position: 1n },
    ]);
    expect(rows.get('c')).toEqual({ id: 'c', rank: 9, position: 5n });
  });
});
