import { useId, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ImageUpload } from './image-upload';

export interface ImageFieldProps {
  /** What the image is ('Icon', 'Locked badge image', 'Image'): the group's legend. */
  readonly label: string;
  /** The saved path ('' for none). Only an uploaded image (a path of ours) is previewed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Said under the buttons (what an empty value shows). */
  readonly hint?: string;
  /** Said in place of the preview when the value is not an uploaded image (a shipped icon's name). */
  readonly describe?: (value: string) => string;
  /** The upload's `resize_to_fit [w,h]` (the API fits in 500x500 without it). */
  readonly resizeToFit?: readonly [number, number];
  readonly disabled?: boolean;
}

const isUploaded = (value: string) => value.startsWith('/api/files/');

/**
 * An image a form saves (spec 3 §4 badge icon, goal image, the locked badge image): a preview,
 * the kit's upload (POST /files/upload) and a way to clear it that asks first
 * ('Remove this image? (You still need to save)'). Nothing is saved until the form is.
 */
export function ImageField({ label, value, onChange, hint, describe, resizeToFit, disabled = false }: ImageFieldProps) {
  const [removing, setRemoving] = useState(false);
  const hintId = useId();
  return (
    <fieldset className="image-field" aria-describedby={hint ? hintId : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="image-field__row">
        {value && isUploaded(value) ? (
          <img src={value} alt={`${label}: the image chosen`} className="image-field__preview" />
        ) : (
          <span className="image-field__empty">{value ? (describe?.(value) ?? value) : 'No image'}</span>
        )}
        <div className="image-field__actions">
          <ImageUpload
            label={value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            resizeToFit={resizeToFit}
            disabled={disabled}
            onUploaded={(image) => onChange(image.url)}
          />
          {value && (
            <button type="button" className="button button--quiet" disabled={disabled} onClick={() => setRemoving(true)}>
              Remove {label.toLowerCase()}
            </button>
          )}
        </div>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove image"
        confirmLabel="Remove"
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          onChange('');
          setRemoving(false);
        }}
      >
        Remove this image? (You still need to save)
      </ConfirmDialog>
    </fieldset>
  );
}
