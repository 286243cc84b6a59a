import type { DomainEvent } from '../shared/decider.js';
import type { BadgeCategory } from './events.js';

/**
 * Badge rules, declared (spec 2 §3 Badge, spec 3 §3 goal meanings): for each event type, which
 * category it counts towards, for whom, and how much. Each capability declares its own beside its
 * events (`<capability>BadgeRules`), assembled in `libs/domain/src/index.ts`; the badge-progress
 * projection adds the counts up and the badge worker awards every badge whose goal the progress
 * meets. A capability that brings a new way to earn a badge adds rows, never worker code.
 */
export interface BadgeCount {
  readonly userId: string;
  readonly siteId: string;
  /** The badge year it counts in: the year of the event's site-local date. */
  readonly year: number;
  /** What it adds: 1 for a challenge sent, the day's steps for distance traveled. */
  readonly amount: number;
  /**
   * Counted once per key: a day logged twice is one day logged (key: the date). Absent: every
   * event adds its amount. A later count with the same key replaces the earlier amount.
   */
  readonly key?: string;
  /** What a campaign badge's goal names (the program), so progress is kept per program. */
  readonly scope?: string;
}

export interface BadgeRule<E extends DomainEvent> {
  readonly category: BadgeCategory;
  readonly counts: (event: E) => readonly BadgeCount[];
}

/** A capability's badge rules: for each of its event types that counts, the categories it counts towards. */
export type BadgeRuleDeclaration<E extends DomainEvent> = {
  readonly [T in E['type']]?: readonly BadgeRule<Extract<E, { type: T }>>[];
};

export interface CategoryCount extends BadgeCount {
  readonly category: BadgeCategory;
}

export interface AssembledBadgeRules<E extends DomainEvent = DomainEvent> {
  /** Every event type that counts towards some badge. */
  readonly eventTypes: readonly E['type'][];
  /** Categories some event can count towards; the others cannot be earned yet (shown, never awarded). */
  readonly categories: ReadonlySet<BadgeCategory>;
  /** What an event counts towards (nothing for other types). */
  readonly countsOf: (event: E) => readonly CategoryCount[];
  /** The rules of an event type (none for other types): what a rebuild's hot loop walks, without `countsOf`'s copies. */
  readonly rulesOf: (type: E['type']) => readonly BadgeRule<E>[];
}

export function assembleBadgeRules<E extends DomainEvent>(declarations: readonly BadgeRuleDeclaration<E>[]): AssembledBadgeRules<E> {
  const byType = new Map<E['type'], BadgeRule<E>[]>();
  for (const declaration of declarations) {
    for (const [type, rules] of Object.entries(declaration) as [E['type'], readonly BadgeRule<E>[]][]) {
      byType.set(type, [...(byType.get(type) ?? []), ...rules]);
    }
  }
  const categories = new Set([...byType.values()].flat().map((rule) => rule.category));
  const none: readonly BadgeRule<E>[] = [];
  const rulesOf = (type: E['type']) => byType.get(type) ?? none;
  return {
    eventTypes: [...byType.keys()],
    categories,
    countsOf: (event) => rulesOf(event.type).flatMap((rule) => rule.counts(event).map((count) => ({ ...count, category: rule.category }))),
    rulesOf,
  };
}
