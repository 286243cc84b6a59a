import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ProgramLink = 'activity_summary_urls' | 'reports_urls';

/** GET /api/activity_summary_urls/{id}?redirect=true and /api/reports_urls/{id}?redirect=true: the address to open. */
export async function getProgramLink(link: ProgramLink, programId: string): Promise<string> {
  const { data } = await apiClient.get<{ redirect_url: string }>(`/${link}/${encodeURIComponent(programId)}`, {
    params: { redirect: 'true' },
  });
  return data.redirect_url;
}

export const useProgramLink = () =>
  useMutation({ mutationFn: ({ link, programId }: { link: ProgramLink; programId: string }) => getProgramLink(link, programId) });
