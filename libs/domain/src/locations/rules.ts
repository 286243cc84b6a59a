import { DomainError } from '../shared/errors.js';
import { locationMessages as m, MAX_LOCATION_NAME_LENGTH } from './errors.js';

/** Trimmed, non-empty, not too long; the message says which rule failed. */
export function checkLocationName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') throw new DomainError('validation', 'location_name_required', m.nameRequired);
  if (name.length > MAX_LOCATION_NAME_LENGTH) throw new DomainError('validation', 'location_name_too_long', m.nameTooLong);
  return name;
}
