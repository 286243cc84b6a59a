import { useId, useRef, useState } from 'react';
import { imageFileNameProblem, uploadMessages, uploadSizeProblem } from '@wellway/domain/files/upload-rules';
import type { CropResult, FilesUploaded, UploadedFile } from '@wellway/contracts';
import { apiClient, isApiError, SERVER_ERROR_MESSAGE } from '../lib/api-client';
import { ImageCropDialog, type CropArea } from './image-crop-dialog';
import { ModalDialog } from './modal-dialog';

/** What an upload gives its owner: the stored image, and the crop's three URLs when it was cropped. */
export type UploadedImage = UploadedFile & Partial<CropResult>;

export interface ImageUploadProps {
  /** The button's text ('Upload photo', 'Choose icon'). */
  readonly label: string;
  /** Called with the stored image (after the crop, if any); the owner saves it (and reports its own failure). */
  readonly onUploaded: (image: UploadedImage) => void | Promise<void>;
  /** Crop after uploading (POST /files/crop): the frame's width/height, and the crop's resize (default 1920x1080). */
  readonly crop?: { readonly aspect: number; readonly resizeToFit?: readonly [number, number] };
  /** The upload's `resize_to_fit [w,h]`; the API fits in 500x500 without it. */
  readonly resizeToFit?: readonly [number, number];
  /** Secure files are served to their owner (and masters) only. */
  readonly secure?: boolean;
  readonly disabled?: boolean;
  readonly className?: string;
}

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading' }
  | { readonly kind: 'cropping'; readonly file: UploadedFile }
  | { readonly kind: 'failed'; readonly errors: readonly string[] };

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';

const errorsOf = (error: unknown): readonly string[] =>
  isApiError(error) && error.status > 0 && error.status < 500 ? error.errors : [SERVER_ERROR_MESSAGE];

/**
 * The design kit's image upload (spec 1 §4, §5): choose a file, check it as the spec says (type,
 * name, 4 MB) before sending, POST /files/upload under an 'Uploading...' dialog, optionally crop
 * it (POST /files/crop), then hand the result to `onUploaded`. A failure opens the 'Unexpected
 * Error' dialog: 'Oops, something went wrong while uploading your file.' and the reasons.
 * Props: label, onUploaded(image), crop?: { aspect, resizeToFit? }, resizeToFit?, secure?, disabled?.
 */
export function ImageUpload({ label, onUploaded, crop, resizeToFit, secure = false, disabled = false, className }: ImageUploadProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const finish = async (image: UploadedImage) => {
    setStep({ kind: 'uploading' });
    try {
      await onUploaded(image);
    } finally {
      setStep({ kind: 'idle' });
    }
  };

  const upload = async (file: File) => {
    const problem = imageFileNameProblem(file.name, file.type) ?? uploadSizeProblem(file.size, false);
    if (problem) return setStep({ kind: 'failed', errors: [problem] });
    setStep({ kind: 'uploading' });
    const form = new FormData();
    form.append('secure', String(secure));
    if (resizeToFit) form.append('resize_to_fit', JSON.stringify(resizeToFit));
    form.append('file', file, file.name);
    try {
      const { data } = await apiClient.post<FilesUploaded>('/files/upload', { body: form });
      const stored = data.files[0]!;
      if (crop) setStep({ kind: 'cropping', file: stored });
      else await finish(stored);
    } catch (error) {
      setStep({ kind: 'failed', errors: errorsOf(error) });
    }
  };

  const cropTo = async (file: UploadedFile, area: CropArea) => {
    setStep({ kind: 'uploading' });
    try {
      const body = { image: file.url, crop: area, ...(crop?.resizeToFit ? { resize_to_fit: crop.resizeToFit } : {}) };
      const { data } = await apiClient.post<CropResult>('/files/crop', { body });
      await finish({ ...file, ...data });
    } catch (error) {
      setStep({ kind: 'failed', errors: errorsOf(error) });
    }
  };

  return (
    <div className={['image-upload', className].filter(Boolean).join(' ')}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file chosen again is a new choice
          if (file) void upload(file);
        }}
      />
      <button type="button" className="button" disabled={disabled || step.kind !== 'idle'} onClick={() => input.current?.click()}>
        {label}
      </button>
      <ModalDialog open={step.kind === 'uploading'} title="Uploading..." onClose={() => undefined} closeOnBackdrop={false}>
        <div className="image-upload__progress" role="progressbar" aria-label="Uploading" />
      </ModalDialog>
      <ModalDialog
        open={step.kind === 'failed'}
        role="alertdialog"
        title="Unexpected Error"
        onClose={() => setStep({ kind: 'idle' })}
        actions={
          <button type="button" className="button button--primary" onClick={() => setStep({ kind: 'idle' })}>
            OK
          </button>
        }
      >
        <p>{uploadMessages.unexpected}</p>
        {step.kind === 'failed' && (
          <ul className="image-upload__errors">
            {step.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </ModalDialog>
      {step.kind === 'cropping' && (
        <ImageCropDialog
          open
          imageUrl={step.file.url}
          aspect={crop?.aspect ?? 1}
          onCancel={() => setStep({ kind: 'idle' })}
          onCrop={(area) => void cropTo(step.file, area)}
        />
      )}
    </div>
  );
}
