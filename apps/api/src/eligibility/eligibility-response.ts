import type { EligibilityRow } from '@wellway/read-models';

/** What a coordinator sees of a record. */
export const eligibilityResponse = (row: EligibilityRow) => ({ ...row, is_registered: row.user_id !== null });

/** What the registration check answers a person not yet signed in: enough to fill the form, no more. */
export const eligibilityMatch = (row: EligibilityRow) => ({
  id: row.id,
  email: row.email,
  identifier: row.identifier,
  first_name: row.first_name,
  last_name: row.last_name,
});
