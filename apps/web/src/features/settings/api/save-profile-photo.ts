import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CropResult, ProfilePhotoSaved } from '@wellway/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshAccount } from './get-account';

/** PUT /api/profiles/{id} (spec 1 §7 Profile save: user_id, image, id): the crop result, or null to remove the photo. */
export async function saveProfilePhoto(userId: string, image: CropResult | null) {
  return apiClient.put<ProfilePhotoSaved>(`/profiles/${encodeURIComponent(userId)}`, { body: { user_id: userId, id: userId, image } });
}

/** The header's avatar and the settings follow the saved photo (read-your-writes). */
export function useSaveProfilePhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: CropResult | null) => saveProfilePhoto(userId, image),
    onSuccess: ({ meta }) => refreshAccount(queryClient, meta),
  });
}
