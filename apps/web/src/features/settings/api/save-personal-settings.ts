import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAccount } from './get-account';

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
  readonly password?: string;
  readonly password_confirmation?: string;
}

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
