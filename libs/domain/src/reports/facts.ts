import type { DomainEvent } from '../shared/decider.js';

/**
 * Report facts, declared (issue 16 "Report projections"): for each event type, what it adds to a
 * participant's reporting figures on one site-local day. Each capability declares its own beside
 * its events (`<capability>ReportFacts`), assembled in `libs/domain/src/index.ts` as `reportFacts`;
 * the reporting projection keeps each participant's day values and totals, and report fields
 * (`fields.ts`) name the facts they show. A capability that brings new figures adds rows here,
 * never projection code.
 */
export interface ReportFact {
  readonly userId: string;
  readonly siteId: string;
  /** The site-local day it belongs to, YYYY-MM-DD (reports filter by it). */
  readonly on: string;
  /** The figure's name, e.g. `steps`, `days_logged`, `challenges_sent`: snake_case, unique across capabilities. */
  readonly fact: string;
  readonly amount: number;
  /**
   * `add` (the default): adds to the day's value (a challenge sent). `set`: replaces the day's value
   * (a re-logged day's steps; `days_logged` 1 or 0), so a replay or an edit never counts twice.
   */
  readonly mode?: 'add' | 'set';
}

/** A capability's report facts: for each of its event types that changes a figure, what it changes. */
export type ReportFactDeclaration<E extends DomainEvent> = {
  readonly [T in E['type']]?: (event: Extract<E, { type: T }>) => readonly ReportFact[];
};

export interface AssembledReportFacts<E extends DomainEvent = DomainEvent> {
  /** Every event type that changes some figure. */
  readonly eventTypes: readonly E['type'][];
  /** What an event changes (nothing for other types). */
  readonly factsOf: (event: E) => readonly ReportFact[];
}

const NO_FACTS: readonly ReportFact[] = [];

export function assembleReportFacts<E extends DomainEvent>(declarations: readonly ReportFactDeclaration<E>[]): AssembledReportFacts<E> {
  const byType = new Map<E['type'], ((event: E) => readonly ReportFact[])[]>();
  for (const declaration of declarations) {
    for (const [type, factsOf] of Object.entries(declaration) as [E['type'], (event: E) => readonly ReportFact[]][]) {
      byType.set(type, [...(byType.get(type) ?? []), factsOf]);
    }
  }
  // A type most often has one declaration: its function answers alone (no array copied per event).
  const single = new Map<E['type'], (event: E) => readonly ReportFact[]>();
  for (const [type, all] of byType)
    single.set(
      type,
      all.length === 1 ? (all[0] as (event: E) => readonly ReportFact[]) : (event) => all.flatMap((factsOf) => factsOf(event)),
    );
  return {
    eventTypes: [...byType.keys()],
    factsOf: (event) => single.get(event.type)?.(event) ?? NO_FACTS,
  };
}

/** One of something a participant did on a day (a challenge sent, a goal completed): `add` mode. */
export const countedOnce = (userId: string, siteId: string, on: string, fact: string): ReportFact => ({
  userId,
  siteId,
  on,
  fact,
  amount: 1,
});
