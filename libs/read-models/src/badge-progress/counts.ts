import { badgeRules, type AssembledBadgeRules, type WellwayEvent } from '@wellway/domain';
import type { EventOf } from '../projection.js';
import { lastBy } from '../shared/batch.js';
import type { ColumnTypes } from '../shared/unnest.js';
import type { BadgeProgressCountTable } from './table.js';

export type CountingEventType = (typeof badgeRules.eventTypes)[number];

/** A count as a batch writes it. */
export type CountRow = Omit<BadgeProgressCountTable, 'replaced_amount'>;

export const countColumns: ColumnTypes<CountRow> = {
  user_id: 'text',
  site_id: 'text',
  year: 'int4',
  category: 'text',
  scope: 'text',
  key: 'text',
  amount: 'int4',
  position: 'int8',
};

/** The row key of a count: its key, or (none) the event's own, so it is counted once. */
const rowKey = (row: CountRow): string => `${row.user_id}\n${row.site_id}\n${row.year}\n${row.category}\n${row.scope}\n${row.key}`;

/** The rules a projection counts by: the domain's `badgeRules` (specs may pass their own). */
export type CountingRules = AssembledBadgeRules<WellwayEvent>;

/** A batch's counts, collapsed to the latest amount per key (a batch is in log order). */
export function countRows(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): CountRow[] {
  const rows: CountRow[] = [];
  for (const event of events) {
    rules.countsOf(event as WellwayEvent).forEach((count, index) => {
      rows.push({
        user_id: count.userId,
        site_id: count.siteId,
        year: count.year,
        category: count.category,
        scope: count.scope ?? '',
        key: count.key ?? `#${event.id}/${index}`,
        amount: count.amount,
        position: event.position,
      });
    });
  }
  return lastBy(rows, rowKey);
}

/**
 * A rebuild's compact form of one event's counts: those sharing a person, site, year, scope and
 * key (a day's days_logged, weekends_logged and distance_traveled) travel as one row, their
 * categories and amounts comma-joined, so a replayed day costs one appended row, not three.
 */
export interface ReplayedRow {
  user_id: string;
  site_id: string;
  year: number;
  scope: string;
  key: string;
  categories: string;
  amounts: string;
  position: bigint;
}

export const replayedColumns: ColumnTypes<ReplayedRow> = {
  user_id: 'text',
  site_id: 'text',
  year: 'int4',
  scope: 'text',
  key: 'text',
  categories: 'text',
  amounts: 'text',
  position: 'int8',
};

export function replayedRows(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): ReplayedRow[] {
  const rows: ReplayedRow[] = [];
  for (const event of events) {
    const first = rows.length; // this event's rows start here (an event counts a few times at most: a scan, no map)
    rules.countsOf(event as WellwayEvent).forEach((count, index) => {
      const scope = count.scope ?? '';
      const key = count.key ?? `#${event.id}/${index}`;
      for (let at = first; at < rows.length; at++) {
        const row = rows[at]!;
        if (
          row.key === key &&
          row.user_id === count.userId &&
          row.site_id === count.siteId &&
          row.year === count.year &&
          row.scope === scope
        ) {
          row.categories += `,${count.category}`;
          row.amounts += `,${count.amount}`;
          return;
        }
      }
      rows.push({
        user_id: count.userId,
        site_id: count.siteId,
        year: count.year,
        scope,
        key,
        categories: count.category,
        amounts: String(count.amount),
        position: event.position,
      });
    });
  }
  return rows;
}
