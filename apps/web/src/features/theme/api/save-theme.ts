import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CssVariable } from '../../../lib/current-site';
import { refreshAfterWrite } from '../../../lib/read-your-writes';

/** PUT /api/sites/{id} with css_config_json: every variable is sent (spec 3 §5 Theme). */
export const saveTheme = ({ siteId, variables }: { siteId: string; variables: readonly CssVariable[] }) =>
  apiClient.put<{ id: string }>(`/sites/${encodeURIComponent(siteId)}`, { body: { css_config_json: variables } });

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSuccess: ({ meta }) => refreshAfterWrite(queryClient, ['sites'], meta.position),
  });
}
