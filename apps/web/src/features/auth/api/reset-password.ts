import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';

export interface NewPassword {
  readonly thing: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** PUT /api/users/password_reset { thing, password } (spec 1 §7). */
export async function resetPassword(input: NewPassword): Promise<{ email: string }> {
  const { data } = await apiClient.put<{ email: string }>('/users/password_reset', { body: input, onUnauthorized: 'ignore' });
  return data;
}

/** A new password ends every session of the account: this browser's too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => queryClient.setQueryData(currentUserQueryKey, null) });
}
