import type { ProjectionEffect } from '../projection.js';

/** Above this many users a batch tells live clients "everyone" instead of listing them. */
export const MAX_LISTED_USERS = 1_000;

/** The events of the given types, in log order, narrowed to them (`events` as a projection receives them). */
export function ofType<Event extends { readonly type: string }, Type extends Event['type']>(
  events: readonly Event[],
  ...types: readonly Type[]
): Extract<Event, { readonly type: Type }>[] {
  const wanted = new Set<string>(types);
  return events.filter((event): event is Extract<Event, { readonly type: Type }> => wanted.has(event.type));
}

/** The last item per key, in first-seen key order (a batch is in log order, so last = latest). */
export function lastBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const last = new Map<string, T>();
  for (const item of items) last.set(keyOf(item), item);
  return [...last.values()];
}

/** The first item per key, in first-seen key order. */
export function firstBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const first = new Map<string, T>();
  for (const item of items) if (!first.has(keyOf(item))) first.set(keyOf(item), item);
  return [...first.values()];
}

export function distinct<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

export function effectFor(userIds: Iterable<string>): ProjectionEffect {
  const users = distinct(userIds);
  return { userIds: users.length > MAX_LISTED_USERS ? null : users };
}

export const noEffect: ProjectionEffect = { userIds: [] };
export const everyone: ProjectionEffect = { userIds: null };
