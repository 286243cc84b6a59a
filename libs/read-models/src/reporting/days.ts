import { reportFacts, type AssembledReportFacts, type WellwayEvent } from '@wellway/domain';
import type { StoredEvent } from '@wellway/event-store';
import type { ColumnTypes } from '../shared/unnest.js';

/** The facts a projection applies: the domain's `reportFacts` (specs may pass their own). */
export type ReportingFacts = AssembledReportFacts<WellwayEvent>;

/**
 * One participant-day's changes from a batch: the figures it sets and those it adds, as jsonb
 * maps written as text (fact names are checked snake_case, amounts numbers: nothing to escape).
 */
export interface DayChange {
  site_id: string;
  user_id: string;
  on: string;
  sets: string;
  adds: string;
  position: bigint;
}

export const dayChangeColumns: ColumnTypes<DayChange> = {
  site_id: 'text',
  user_id: 'text',
  on: 'date',
  sets: 'jsonb',
  adds: 'jsonb',
  position: 'int8',
};

/**
 * A participant-day being folded: its facts' names and amounts side by side (a day holds a handful:
 * a scan of a short array allocates less than a Map, and a rebuild folds a million days).
 */
interface Folding {
  readonly site_id: string;
  readonly user_id: string;
  readonly on: string;
  readonly sets: Figures;
  adds: Figures | null;
  position: bigint;
}

interface Figures {
  readonly names: string[];
  readonly amounts: number[];
}

const figures = (): Figures => ({ names: [], amounts: [] });

/** Sets `fact` to `amount`, or adds to it (`add`). */
function fold(into: Figures, fact: string, amount: number, add: boolean): void {
  const at = into.names.indexOf(fact);
  if (at === -1) {
    into.names.push(fact);
    into.amounts.push(amount);
  } else {
    into.amounts[at] = add ? (into.amounts[at] as number) + amount : amount;
  }
}

/**
 * Each fact has one mode, whatever event states it: a day's figure is then its last `set` or the
 * sum of its `add`s, whichever order they came in (the rebuild folds them apart).
 */
const modes = new Map<string, 'add' | 'set'>();

/** Every fact name this process has seen in events (a superset of what any one batch holds). */
export const factNamesSeen = (): readonly string[] => [...modes.keys()];

function checkMode(fact: string, mode: 'add' | 'set'): void {
  const known = modes.get(fact);
  if (known !== undefined) throw new Error(`Report fact ${fact} is declared both as ${known} and as ${mode}`);
  if (!/^[a-z][a-z0-9_]*$/.test(fact)) throw new Error(`Report fact ${JSON.stringify(fact)} is not snake_case`);
  modes.set(fact, mode);
}

const mapText = (figures: Figures | null): string => {
  if (figures === null) return '{}';
  let text = '';
  for (let at = 0; at < figures.names.length; at++) {
    text += `${at === 0 ? '' : ','}"${figures.names[at] as string}":${figures.amounts[at] as number}`;
  }
  return `{${text}}`;
};

/**
 * A batch's changes, one row per participant-day (batches are in log order: a later `set`
 * replaces an earlier one, `add`s sum), at the latest position that changed it.
 */
export function dayChanges(events: readonly StoredEvent[], facts: ReportingFacts = reportFacts): DayChange[] {
  const days = new Map<string, Folding>();
  for (const event of events) {
    let day: Folding | undefined; // an event's facts are mostly of one participant-day: looked up once
    for (const fact of facts.factsOf(event as unknown as WellwayEvent)) {
      if (!Number.isFinite(fact.amount)) throw new Error(`Report fact ${fact.fact} of event ${event.id} is not a number`);
      if (day === undefined || day.on !== fact.on || day.user_id !== fact.userId || day.site_id !== fact.siteId) {
        const key = `${fact.siteId}\n${fact.userId}\n${fact.on}`;
        day = days.get(key);
        if (day === undefined) {
          day = { site_id: fact.siteId, user_id: fact.userId, on: fact.on, sets: figures(), adds: null, position: event.position };
          days.set(key, day);
        }
        day.position = event.position;
      }
      const mode = fact.mode ?? 'add';
      if (modes.get(fact.fact) !== mode) checkMode(fact.fact, mode);
      if (mode === 'set') fold(day.sets, fact.fact, fact.amount, false);
      else fold((day.adds ??= figures()), fact.fact, fact.amount, true);
    }
  }
  const rows: DayChange[] = [];
  for (const day of days.values()) {
    rows.push({
      site_id: day.site_id,
      user_id: day.user_id,
      on: day.on,
      sets: mapText(day.sets),
      adds: mapText(day.adds),
      position: day.position,
    });
  }
  return rows;
}
