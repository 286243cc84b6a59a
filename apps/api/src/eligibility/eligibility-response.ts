import type { EligibilityRow } from '@wellway/read-models';
import type { Eligibility, EligibilityMatch } from '@wellway/contracts';

/** What a coordinator sees of a record. */
export const eligibilityResponse = (row: EligibilityRow): Eligibility => ({ ...row, is_registered: row.user_id !== null });

/** What the registration check answers a person not yet signed in: enough to fill the form, no more. */
export const eligibilityMatch = (row: EligibilityRow): EligibilityMatch => ({
  id: row.id,
  email: row.email,
  identifier: row.identifier,
  first_name: row.first_name,
  last_name: row.last_name,
});
