import { NotFoundException } from '@nestjs/common';
import { isUuid } from '../http/validation.js';

export const eligibilityNotFound = () => new NotFoundException('Eligibility could not be loaded.');
export const MANAGE_ELIGIBILITY_ONLY = 'You may not manage eligibility records.';

/** A record id as sent; the decider refuses a record of another site like a missing one. */
export function recordId(id: string): string {
  if (!isUuid(id)) throw eligibilityNotFound();
  return id;
}
