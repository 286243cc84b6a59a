import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ssoDetailsQueryKey, type SsoDetail } from '../../../lib/sso-details';

export type SsoDetailInput = Omit<SsoDetail, 'id' | 'site_id'>;

/** POST /api/sites/{site}/sso_details, or PUT …/{id}. */
export async function saveSsoDetail(
  siteId: string,
  id: string | null,
  body: SsoDetailInput,
): Promise<{ detail: SsoDetail; position: number | null }> {
  const path = `/sites/${encodeURIComponent(siteId)}/sso_details${id ? `/${encodeURIComponent(id)}` : ''}`;
  const { data, meta } = id ? await apiClient.put<SsoDetail>(path, { body }) : await apiClient.post<SsoDetail>(path, { body });
  return { detail: data, position: meta.position ?? null };
}

/** The saved detail replaces (or joins) the cached list at once. */
export function useSaveSsoDetail(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SsoDetailInput }) => saveSsoDetail(siteId, id, body),
    onSuccess: ({ detail: saved }) =>
      queryClient.setQueryData<SsoDetail[]>(ssoDetailsQueryKey(siteId), (details = []) =>
        details.some((detail) => detail.id === saved.id)
          ? details.map((detail) => (detail.id === saved.id ? saved : detail))
          : [...details, saved],
      ),
  });
}
