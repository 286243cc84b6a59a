import type { EligibilityMatch } from '../api/validate-eligibility';

/**
 * What the registration form takes from earlier steps, kept in sessionStorage so a reload keeps
 * it: the eligibility record a check found (spec 2 §4 "Eligibility success stores the record")
 * and the root path's ?email= (spec 1 §2 "kept for the registration form").
 */
const ELIGIBILITY_KEY = 'wellway.registration.eligibility';
const EMAIL_KEY = 'wellway.registration.email';

export interface StoredEligibility extends EligibilityMatch {
  /** The date of birth typed in the check (YYYY-MM-DD), or null. */
  readonly birth_date: string | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export const storedEligibility = (): StoredEligibility | null => read<StoredEligibility>(ELIGIBILITY_KEY);
export const storeEligibility = (record: StoredEligibility): void => sessionStorage.setItem(ELIGIBILITY_KEY, JSON.stringify(record));

export const keptEmail = (): string => read<string>(EMAIL_KEY) ?? '';
/** Spec 1 §2: the root path's email parameter, trimmed. */
export const keepEmail = (email: string): void => sessionStorage.setItem(EMAIL_KEY, JSON.stringify(email.trim()));

export function forgetRegistration(): void {
  sessionStorage.removeItem(ELIGIBILITY_KEY);
  sessionStorage.removeItem(EMAIL_KEY);
}
