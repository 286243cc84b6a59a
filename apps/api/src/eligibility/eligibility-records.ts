import { isUuid } from '../http/validation.js';
import { eligibilityRecordNotFound } from '../http/not-found.js';

export const MANAGE_ELIGIBILITY_ONLY = 'You may not manage eligibility records.';

/** A record id as sent; the decider refuses a record of another site like a missing one. */
export function recordId(id: string): string {
  if (!isUuid(id)) throw eligibilityRecordNotFound();
  return id;
}
