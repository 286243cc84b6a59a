import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from '../../../lib/api-client';

/** POST /api/emails/content (spec 2 §7): share a completed goal by e-mail. */
export function shareGoal({
  id,
  emails,
  message,
}: {
  id: string;
  emails: string;
  message: string;
}): Promise<ApiResponse<{ message: string }>> {
  return apiClient.post<{ message: string }>('/emails/content', { body: { model: 'Goal', id, emails, message } });
}

export const useShareGoal = () => useMutation({ mutationFn: shareGoal });
