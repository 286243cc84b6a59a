import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../../lib/read-your-writes';
import { savePersonalSettings, type PersonalSettings } from './save-personal-settings';

/** PUT /api/users/{id} by a master (the dashboard user edit); the user and the users list follow. */
export function useSaveUserAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PersonalSettings) => savePersonalSettings(userId, settings),
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['users'], meta.position),
  });
}
