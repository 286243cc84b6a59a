import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccount, type Account } from './get-account';

export interface PersonalSettings {
  readonly email: string;
  readonly allows_sms: boolean;
  readonly profile: {
    readonly first_name: string;
    readonly last_name: string;
    readonly phone: string;
    readonly time_zone: string;
    readonly line1: string;
    readonly line2: string;
    readonly city: string;
    readonly state_province: string;
    readonly postal_code: string;
  };
  /** Sent only when it changed; null takes it away. */
  readonly location_id?: string | null;
  readonly password?: string;
  readonly password_confirmation?: string;
}

/** The account as the personal form would send it back unchanged (the save replaces every field). */
export const unchangedSettings = (account: Account): PersonalSettings => ({
  email: account.email,
  allows_sms: account.allows_sms,
  profile: {
    first_name: account.profile.first_name,
    last_name: account.profile.last_name,
    phone: account.profile.phone ?? '',
    time_zone: account.profile.time_zone,
    line1: account.profile.line1,
    line2: account.profile.line2,
    city: account.profile.city,
    state_province: account.profile.state_province,
    postal_code: account.profile.postal_code,
  },
});

/** PUT /api/users/{id} — the user save (docs/api.md). */
export async function savePersonalSettings(userId: string, settings: PersonalSettings) {
  return apiClient.put<{ id: string }>(`/users/${encodeURIComponent(userId)}`, { body: settings });
}

export function useSavePersonalSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PersonalSettings) => savePersonalSettings(userId, settings),
    onSuccess: ({ meta }) => refreshAccount(queryClient, meta),
  });
}
