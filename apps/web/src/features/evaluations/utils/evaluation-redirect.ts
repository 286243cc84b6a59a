import { paths } from '../../../config/paths';

interface EvaluationUser {
  readonly id: string;
  readonly role: string;
  readonly pending_evaluation_ids?: readonly string[];
}

const seenKey = (userId: string) => `wellway.evaluations-seen.${userId}`;

/** The pending evaluations this browser tab already sent the person to (spec 1 §4 "already seen"). */
export function seenEvaluations(storage: Pick<Storage, 'getItem'>, userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(seenKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec 1 §4 Active evaluations, spec 2 §4 session check: a participant with evaluations not yet
 * completed goes to the evaluation screen, unless already on one or already sent to it once.
 * Answers the address to go to (and records it as seen), or null to stay.
 */
export function evaluationRedirect(user: EvaluationUser, pathname: string, storage: Pick<Storage, 'getItem' | 'setItem'>): string | null {
  if (user.role !== 'user' || pathname.startsWith(paths.evaluation.section)) return null;
  const seen = seenEvaluations(storage, user.id);
  const next = (user.pending_evaluation_ids ?? []).find((id) => !seen.includes(id));
  if (next === undefined) return null;
  try {
    storage.setItem(seenKey(user.id), JSON.stringify([...seen, next]));
  } catch {
    // Not recorded (storage full or refused): sending them anyway would send them on every page.
    return null;
  }
  return paths.evaluation.current.href();
}

/** A stand-in for sessionStorage where the browser refuses it (reading `window.sessionStorage` can throw). */
const memoryStorage = (() => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
})();

/** This tab's sessionStorage, or an in-memory one for the page's life where storage is unavailable. */
export function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage;
  }
}
