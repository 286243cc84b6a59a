import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ssoDetailsQueryKey, type SsoDetail } from '../../../lib/sso-details';

/** DELETE /api/sites/{site}/sso_details/{id} */
export async function deleteSsoDetail(detail: SsoDetail): Promise<void> {
  await apiClient.delete(`/sites/${encodeURIComponent(detail.site_id)}/sso_details/${encodeURIComponent(detail.id)}`);
}

export function useDeleteSsoDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSsoDetail,
    onSuccess: (_result, detail) =>
      queryClient.setQueryData<SsoDetail[]>(ssoDetailsQueryKey(detail.site_id), (details) =>
        details?.filter((candidate) => candidate.id !== detail.id),
      ),
  });
}
