import { badgeRules, type AssembledBadgeRules, type WellwayEvent } from '@wellway/domain';
import type { EventOf } from '../projection.js';
import type { ColumnTypes } from '../shared/unnest.js';

export type CountingEventType = (typeof badgeRules.eventTypes)[number];

/** The rules a projection counts by: the domain's `badgeRules` (specs may pass their own). */
export type CountingRules = AssembledBadgeRules<WellwayEvent>;

/**
 * One key's counts as a batch sends them: its categories and their amounts comma-joined (SQL
 * makes them the row's jsonb map with `jsonb_object`; no JSON to escape on the way).
 */
export interface KeyedCounts {
  user_id: string;
  site_id: string;
  year: number;
  scope: string;
  key: string;
  categories: string;
  amounts: string;
  position: bigint;
}

export const keyedColumns: ColumnTypes<KeyedCounts> = {
  user_id: 'text',
  site_id: 'text',
  year: 'int4',
  scope: 'text',
  key: 'text',
  categories: 'text',
  amounts: 'text',
  position: 'int8',
};

/**
 * Each event's counts, one row per key (person, site, year, scope, key) and event: a day's
 * days_logged, weekends_logged and distance_traveled travel as one row.
 */
export function keyedCounts(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): KeyedCounts[] {
  const rows: KeyedCounts[] = [];
  for (const event of events) {
    const first = rows.length; // this event's rows start here (an event counts a few times at most: a scan, no map)
    let index = 0; // the count's place among the event's counts (`countsOf`'s order): an unkeyed count's key
    for (const rule of rules.rulesOf(event.type)) {
      counting: for (const count of rule.counts(event as WellwayEvent)) {
        const scope = count.scope ?? '';
        const key = count.key ?? `#${event.id}/${index}`;
        index++;
        for (let at = first; at < rows.length; at++) {
          const row = rows[at]!;
          if (
            row.key === key &&
            row.user_id === count.userId &&
            row.site_id === count.siteId &&
            row.year === count.year &&
            row.scope === scope
          ) {
            row.categories += `,${rule.category}`;
            row.amounts += `,${count.amount}`;
            continue counting;
          }
        }
        rows.push({
          user_id: count.userId,
          site_id: count.siteId,
          year: count.year,
          scope,
          key,
          categories: rule.category,
          amounts: String(count.amount),
          position: event.position,
        });
      }
    }
  }
  return rows;
}

const rowKey = (row: KeyedCounts): string => `${row.user_id}\n${row.site_id}\n${row.year}\n${row.scope}\n${row.key}`;

/**
 * A live batch's counts, one row per key: later events' amounts replace earlier ones per
 * category (a batch is in log order), the row at the latest position. One upsert per key.
 */
export function latestKeyedCounts(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): KeyedCounts[] {
  const merged = new Map<string, { row: KeyedCounts; amounts: Map<string, string> }>();
  for (const row of keyedCounts(events, rules)) {
    const id = rowKey(row);
    const amounts = merged.get(id)?.amounts ?? new Map<string, string>();
    const values = row.amounts.split(',');
    row.categories.split(',').forEach((category, index) => amounts.set(category, values[index] ?? '0'));
    merged.set(id, { row, amounts });
  }
  return [...merged.values()].map(({ row, amounts }) => ({
    ...row,
    categories: [...amounts.keys()].join(','),
    amounts: [...amounts.values()].join(','),
  }));
}

/**
 * One event's counts under one key as a rebuild's replay appends them: its categories' amounts as
 * the text of a JSON object, text values as `jsonb_object` makes them (a later count of a category
 * within the event replaces its amount, as there). The column is jsonb: COPY parses it once, and
 * `finish` stores it as it is for every key written once.
 */
export interface ReplayedCounts {
  user_id: string;
  site_id: string;
  year: number;
  scope: string;
  key: string;
  amounts: string;
  position: bigint;
}

/** `"category":"` for each category: the start of its entry in a JSON object (no escaping to do in the hot loop). */
const entryStarts = new Map<string, string>();
const entryStart = (category: string): string => {
  let start = entryStarts.get(category);
  if (start === undefined) entryStarts.set(category, (start = `${JSON.stringify(category)}:"`));
  return start;
};

/** `keyedCounts`, each row's amounts as a JSON object: what a rebuild's replay appends. */
export function replayedCounts(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): ReplayedCounts[] {
  const rows: ReplayedCounts[] = [];
  for (const event of events) {
    const first = rows.length; // this event's rows start here (an event counts a few times at most: a scan, no map)
    let index = 0; // the count's place among the event's counts: an unkeyed count's key
    for (const rule of rules.rulesOf(event.type)) {
      const start = entryStart(rule.category);
      counting: for (const count of rule.counts(event as WellwayEvent)) {
        const scope = count.scope ?? '';
        const key = count.key ?? `#${event.id}/${index}`;
        index++;
        const entry = `${start}${count.amount}"`;
        for (let at = first; at < rows.length; at++) {
          const row = rows[at]!;
          if (
            row.key === key &&
            row.user_id === count.userId &&
            row.site_id === count.siteId &&
            row.year === count.year &&
            row.scope === scope
          ) {
            row.amounts += `,${entry}`; // a repeated category: jsonb keeps the last
            continue counting;
          }
        }
        rows.push({
          user_id: count.userId,
          site_id: count.siteId,
          year: count.year,
          scope,
          key,
          amounts: `{${entry}`,
          position: event.position,
        });
      }
    }
  }
  for (let at = 0; at < rows.length; at++) rows[at]!.amounts += '}';
  return rows;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyField = (text: string): string =>
  COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character] ?? character) : text;

/** The columns of `replayedCopyText`'s lines, in their order. */
export const replayedCopyColumns = [
  'user_id',
  'site_id',
  'year',
  'scope',
  'key',
  'amounts',
  'position',
] as const satisfies readonly (keyof ReplayedCounts)[];

/**
 * `replayedCounts` as COPY text, one line per row (`replayedCopyColumns`): written out in one
 * pass, where `copyRows`' generic loop over row objects took about twice as long.
 */
export function replayedCopyText(events: readonly EventOf<CountingEventType>[], rules: CountingRules = badgeRules): string {
  let data = '';
  for (const row of replayedCounts(events, rules)) {
    data += `${copyField(row.user_id)}\t${copyField(row.site_id)}\t${row.year}\t${copyField(row.scope)}\t${copyField(row.key)}\t${copyField(row.amounts)}\t${row.position}\n`;
  }
  return data;
}
