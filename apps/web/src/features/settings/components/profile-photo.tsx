import { useState } from 'react';
import { PROFILE_PHOTO_RESIZE } from '@wellway/domain/files/upload-rules';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorList } from '../../../components/error-list';
import { ImageUpload, type UploadedImage } from '../../../components/image-upload';
import type { Account } from '../api/get-account';
import { useSaveProfilePhoto } from '../api/save-profile-photo';
import './profile-photo.css';

export const PHOTO_FAILED = 'Could not update profile photo. Please try again.';

/**
 * The profile photo (spec 1 §4 photo crop, §8): upload, crop to a square (resized to fit
 * 1920x1080), saved at once; removing asks first. Any failure of the save says PHOTO_FAILED.
 */
export function ProfilePhoto({ account }: { readonly account: Account }) {
  const save = useSaveProfilePhoto(account.id);
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState(false);
  const image = account.profile.image;
  const hasPhoto = Boolean(image?.url);

  const store = async (photo: UploadedImage) => {
    setFailed(false);
    if (!photo.thumbnail_url || !photo.blur_url) return setFailed(true);
    await save.mutateAsync({ url: photo.url, thumbnail_url: photo.thumbnail_url, blur_url: photo.blur_url }).catch(() => setFailed(true));
  };

  return (
    <section className="card profile-photo" aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title" className="card__title">
        Profile photo
      </h2>
      <div className="profile-photo__row">
        <Avatar name={account.profile.full_name} size="large" labelled imageUrl={image?.thumbnail_url ?? image?.url} />
        <div className="profile-photo__actions">
          <ImageUpload
            label={hasPhoto ? 'Change photo' : 'Upload photo'}
            resizeToFit={PROFILE_PHOTO_RESIZE}
            crop={{ aspect: 1, resizeToFit: PROFILE_PHOTO_RESIZE }}
            onUploaded={store}
          />
          {hasPhoto && (
            <button type="button" className="button button--quiet" onClick={() => setRemoving(true)}>
              Remove photo
            </button>
          )}
        </div>
      </div>
      <ErrorList errors={failed ? [PHOTO_FAILED] : []} />
      <ConfirmDialog
        open={removing}
        title="Remove photo"
        confirmLabel="Remove"
        busy={save.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setFailed(false);
          save.mutate(null, { onError: () => setFailed(true), onSettled: () => setRemoving(false) });
        }}
      >
        Remove this image?
      </ConfirmDialog>
    </section>
  );
}
