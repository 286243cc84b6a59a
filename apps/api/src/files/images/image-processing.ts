import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { uploadMessages, type ImageKind } from '@wellway/domain';

/** Refuses decompression bombs: no image beyond this many pixels is decoded (about 8k x 5k). */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super(uploadMessages.wrongImageType);
  }
}

/** An image as stored: re-encoded bytes, the extension that names them, their pixels. */
export interface EncodedImage {
  readonly content: Buffer;
  readonly extension: 'png' | 'jpg' | 'gif';
  readonly width: number;
  readonly height: number;
}

/** An image's bytes, or the path of a local file holding them (a spooled upload). */
export type ImageSource = Buffer | string;

const decoded = (content: ImageSource, animated = false): Sharp =>
  sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });

/**
 * The kind an image really is, read from its content by decoding its header (not from its name
 * or declared type); NotAnImageError for anything else, including an HTML page named `.png`.
 */
export async function imageKindOf(content: ImageSource): Promise<ImageKind> {
  let format: string | undefined;
  try {
    format = (await decoded(content).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (format === 'png' || format === 'jpeg' || format === 'gif' || format === 'svg') return format;
  throw new NotAnImageError();
}

/**
 * Decodes and re-encodes an image, fitted inside `[width, height]` (never enlarged): the output
 * carries no metadata (EXIF, GPS, XMP, comments: sharp writes none unless asked), is turned
 * upright first (EXIF orientation), and an SVG comes out as a PNG rendered by librsvg, so no
 * script, link or external reference of the original survives (docs/decisions.md "Images").
 */
export async function reencodeImage(content: ImageSource, fit: readonly [number, number], crop?: CropArea): Promise<EncodedImage> {
  const kind = await imageKindOf(content);
  try {
    // A header that decodes is not yet an image: a truncated or corrupt body fails here, a 422 (never a 500).
    let pipeline = decoded(content, kind === 'gif' && !crop).rotate();
    if (crop) pipeline = sharp(await pipeline.toBuffer()).extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height });
    pipeline = pipeline.resize({ width: fit[0], height: fit[1], fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'jpeg'
        ? { pipeline: pipeline.jpeg({ quality: 85, mozjpeg: true }), extension: 'jpg' as const }
        : kind === 'gif' && !crop
          ? { pipeline: pipeline.gif(), extension: 'gif' as const }
          : { pipeline: pipeline.png({ compressionLevel: 9 }), extension: 'png' as const };
    const { data, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true });
    return { content: data, extension: encoded.extension, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new NotAnImageError();
  }
}

export interface CropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Pixels of an image as it shows (upright), for checking a crop against it. */
export async function uprightSize(content: Buffer): Promise<{ width: number; height: number }> {
  // Any stored file may be named (one's own CSV too): what does not decode is not an image.
  const meta = await decoded(content)
    .metadata()
    .catch(() => {
      throw new NotAnImageError();
    });
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  return { width, height };
}

/** A tiny, blurred stand-in shown while the photo loads (spec 1 §3 blur_url). */
export async function blurPlaceholder(image: Buffer): Promise<EncodedImage> {
  const { data, info } = await sharp(image)
    .resize({ width: 32, height: 32, fit: 'inside' })
    .blur(2)
    .png()
    .toBuffer({ resolveWithObject: true });
  return { content: data, extension: 'png', width: info.width, height: info.height };
}

/** The content address of stored bytes: their SHA-256, so a URL always means the same bytes. */
export const contentName = (image: { content: Buffer; extension: string }): string =>
  `${createHash('sha256').update(image.content).digest('hex')}.${image.extension}`;
