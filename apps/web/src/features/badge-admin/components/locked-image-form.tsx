import { useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ImageField } from '../../../components/image-field';
import { isApiError } from '../../../lib/api-client';
import { useLockedImage, useSetLockedImage } from '../api/locked-image';

/** The image this site's locked badges show (spec 3 §3 badge_locked_image, saved on the site): uploaded, or cleared. */
export function LockedImageForm({ siteId }: { readonly siteId: string }) {
  const saved = useLockedImage(siteId);
  const [image, setImage] = useState(saved ?? '');
  const save = useSetLockedImage(siteId);
  const errors = save.error ? ['Could not save Site', ...(isApiError(save.error) ? save.error.errors : [])] : [];
  return (
    <form
      className="card badge-locked-image"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(image.trim() || null);
      }}
    >
      <h2 className="section-title">Locked badge image</h2>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <ImageField
        label="Image"
        value={image}
        onChange={setImage}
        hint="Shown for badges a participant has not earned yet. None: the app's own."
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save image'}
        </button>
        {save.isSuccess && !save.isPending && <span role="status">Saved!</span>}
      </div>
    </form>
  );
}
