import type { StoredEvent } from '@wellway/event-store';
import type { ProjectionEffect } from '../projection.js';

/** Above this many users a batch tells live clients "everyone" instead of listing them. */
export const MAX_LISTED_USERS = 1_000;

/** Events of the given types, in log order, typed by their data. */
export function ofType<Data>(events: readonly StoredEvent[], ...types: readonly string[]): StoredEvent<string, Data>[] {
  return events.filter((event): event is StoredEvent<string, Data> => types.includes(event.type));
}

/** The last item per key, in first-seen key order (a batch is in log order, so last = latest). */
export function lastBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const last = new Map<string, T>();
  for (const item of items) last.set(keyOf(item), item);
  return [...last.values()];
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
