import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { EligibilityMatch } from '@wellway/contracts';

export type { EligibilityMatch } from '@wellway/contracts';

export interface EligibilityCheck {
  readonly identifier: string;
  /** YYYY-MM-DD, or null when the site does not ask. */
  readonly birth_date: string | null;
}

/** POST /api/sites/{site_id}/eligibilities/validate: 404 not found, 422 already registered. */
export async function validateEligibility(siteId: string, check: EligibilityCheck): Promise<EligibilityMatch> {
  const { data } = await apiClient.post<EligibilityMatch>(`/sites/${encodeURIComponent(siteId)}/eligibilities/validate`, {
    body: { identifier: check.identifier, birth_date: check.birth_date ?? '' },
    onUnauthorized: 'ignore',
  });
  return data;
}

export const useValidateEligibility = (siteId: string) =>
  useMutation({ mutationFn: (check: EligibilityCheck) => validateEligibility(siteId, check) });
