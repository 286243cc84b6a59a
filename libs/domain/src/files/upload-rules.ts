/**
 * Spec 1 §5 / spec 2 §5 "Image upload": the rules of a file upload, checked by the web before
 * sending and by the API again. The API also checks the content (apps/api/src/files): a name or
 * a declared type is only what the client claims.
 */
import { csvFileMessages, csvFileNameProblem, MAX_CSV_BYTES } from '../locations/csv-file.js';

/** About 4.25 MB, shown as 'File size must be 4 MB or less' (spec 1 §9). */
export const MAX_UPLOAD_BYTES = MAX_CSV_BYTES;
/** Masters' `/files/master_upload` (spec 1 §9). */
export const MAX_MASTER_UPLOAD_BYTES = 200 * 1024 * 1024;
/** `resize_to_fit` when the request names none (spec 1 §9). */
export const DEFAULT_RESIZE: readonly [number, number] = [500, 500];
/** The profile photo's crop is resized to fit this (spec 1 §9). */
export const PROFILE_PHOTO_RESIZE: readonly [number, number] = [1920, 1080];
/** Largest width or height `resize_to_fit` may ask for. */
export const MAX_RESIZE_SIDE = 8192;

export const uploadMessages = {
  wrongImageType: 'Sorry… this is the incorrect file type. Your image needs to be a .png, .jpeg, .jpg, or .gif.',
  wrongCsvType: csvFileMessages.wrongType,
  badName: csvFileMessages.badName,
  tooLarge: 'File size must be 4 MB or less',
  tooLargeMaster: 'File size must be 200 MB or less',
  unexpected: 'Oops, something went wrong while uploading your file.',
  noFile: 'Choose a file to upload (form field "file").',
  mastersOnly: 'Only masters can use the master upload.',
} as const;

/** The image kinds an upload accepts: by name and declared type here, by content in the API. */
export const imageKinds = ['png', 'jpeg', 'gif', 'svg'] as const;
export type ImageKind = (typeof imageKinds)[number];

const extensions: Record<string, ImageKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', svg: 'svg' };
const mimeTypes: Record<string, ImageKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

const extensionOf = (fileName: string): string => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
const NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * What is wrong with an image's name and declared type (`mimeType` as the browser sent it), or
 * null: both must name one of the accepted kinds (spec: "by mime type and extension"), and the
 * name may hold only letters, digits, underscore, dash and dot.
 */
export function imageFileNameProblem(fileName: string, mimeType: string): string | null {
  const byName = extensions[extensionOf(fileName)];
  const byType = mimeTypes[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (!byName || !byType) return uploadMessages.wrongImageType;
  if (!NAME.test(fileName)) return uploadMessages.badName;
  return null;
}

/** CSV mode (spec 1 §5): text/csv with a .csv extension, and the same name rule. */
export function csvUploadNameProblem(fileName: string, mimeType: string): string | null {
  return csvFileNameProblem(fileName, mimeType.split(';')[0]?.trim().toLowerCase() === 'text/csv');
}

/** The size rule: 4 MB (about 4.25 MB) for everyone, 200 MB on the master upload. */
export function uploadSizeProblem(bytes: number, master: boolean): string | null {
  if (master) return bytes > MAX_MASTER_UPLOAD_BYTES ? uploadMessages.tooLargeMaster : null;
  return bytes > MAX_UPLOAD_BYTES ? uploadMessages.tooLarge : null;
}

/** `resize_to_fit [w,h]`: two whole numbers from 1 to MAX_RESIZE_SIDE, or null when it is not one. */
export function parseResizeToFit(value: unknown): readonly [number, number] | null {
  let parts: unknown = value;
  if (typeof value === 'string') {
    try {
      parts = value.trim().startsWith('[') ? JSON.parse(value) : value.split(',');
    } catch {
      return null;
    }
  }
  if (!Array.isArray(parts) || parts.length !== 2) return null;
  const [width, height] = parts.map((part) => Number(part));
  const ok = (side: number | undefined): side is number => Number.isInteger(side) && side! >= 1 && side! <= MAX_RESIZE_SIDE;
  return ok(width) && ok(height) ? [width, height] : null;
}

/** What one person may store in any 24 hours on POST /files/upload and /files/crop (masters' master upload is not counted). */
export const UPLOAD_QUOTA = { files: 200, bytes: 100 * 1024 * 1024, hours: 24 } as const;

export const uploadQuotaMessage = `Upload limit reached: at most ${UPLOAD_QUOTA.files} files or ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB in ${UPLOAD_QUOTA.hours} hours. Try again later.`;

/** The quota rule: what the person stored in the window, plus what this request adds, within UPLOAD_QUOTA (429 otherwise). */
export function uploadQuotaProblem(stored: { files: number; bytes: number }, adding: { files: number; bytes: number }): string | null {
  const over = stored.files + adding.files > UPLOAD_QUOTA.files || stored.bytes + adding.bytes > UPLOAD_QUOTA.bytes;
  return over ? uploadQuotaMessage : null;
}
