import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { UnprocessableEntityException } from '@nestjs/common';
import type { UploadedFile } from '@wellway/contracts';
import { csvUploadNameProblem, DEFAULT_RESIZE, imageFileNameProblem, uploadMessages } from '@wellway/domain';
import { fileKey } from '@wellway/storage';
import { contentName, NotAnImageError, reencodeImage } from '../../images/image-processing.js';
import type { FileToStore, OwnerUploads } from '../../owner-uploads.js';
import { fileUrl } from '../../storage.provider.js';
import type { ReceivedFile, UploadOptions } from './read-upload.js';

const isCsv = (file: ReceivedFile) => /\.csv$/i.test(file.name) || file.mimeType.split(';')[0]?.trim().toLowerCase() === 'text/csv';

/**
 * Control characters other than tab, line feed, form feed and carriage return: not text. A regular
 * expression, not `[...text]`: a master's CSV may be 200 MB, and an array of its characters is not.
 */
// eslint-disable-next-line no-control-regex
const isBinary = (text: string) => /[\x00-\x08\x0b\x0e-\x1f]/.test(text);

/**
 * CSV mode (spec 1 §5): its name and type, then the content, read as a stream (a master's may be
 * 200 MB): UTF-8 text, nothing binary. Answers the content's SHA-256, its name when stored.
 */
async function checkedCsv(file: ReceivedFile): Promise<string> {
  const problem = csvUploadNameProblem(file.name, file.mimeType);
  if (problem) throw new UnprocessableEntityException(problem);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file.path) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      if (isBinary(decoder.decode(chunk, { stream: true }))) throw new TypeError('binary');
    }
    decoder.decode(); // a sequence cut at the end is not UTF-8 either
  } catch {
    throw new UnprocessableEntityException(uploadMessages.wrongCsvType);
  }
  return hash.digest('hex');
}

type Prepared = FileToStore & { readonly answer: UploadedFile };

/** One file checked (name, declared type, then content) and made ready to store under its owner, named by its content's hash. */
async function prepare(ownerId: string, file: ReceivedFile, options: UploadOptions): Promise<Prepared> {
  const visibility = options.secure ? 'secure' : 'public';
  const answer = (key: string, type: string, size: number, width: number | null, height: number | null): UploadedFile => ({
    url: fileUrl(key),
    name: file.name,
    content_type: type,
    size,
    width,
    height,
    secure: options.secure,
  });
  if (isCsv(file)) {
    const key = fileKey(ownerId, visibility, `${await checkedCsv(file)}.csv`);
    return { key, path: file.path, size: file.size, answer: answer(key, 'text/csv', file.size, null, null) };
  }
  const problem = imageFileNameProblem(file.name, file.mimeType);
  if (problem) throw new UnprocessableEntityException(problem);
  try {
    const image = await reencodeImage(file.path, options.resizeToFit ?? DEFAULT_RESIZE);
    const type = image.extension === 'jpg' ? 'image/jpeg' : `image/${image.extension}`;
    const key = fileKey(ownerId, visibility, contentName(image));
    return {
      key,
      content: image.content,
      size: image.content.length,
      answer: answer(key, type, image.content.length, image.width, image.height),
    };
  } catch (error) {
    if (error instanceof NotAnImageError) throw new UnprocessableEntityException(uploadMessages.wrongImageType);
    throw error;
  }
}

/**
 * Checks every file first, one at a time (an image's decoding is the costly part), so one bad
 * file stores nothing; then stores them all through OwnerUploads (quota, erasure).
 */
export async function storeUpload(
  owner: OwnerUploads,
  ownerId: string,
  files: readonly ReceivedFile[],
  options: UploadOptions & { readonly quota: boolean },
): Promise<UploadedFile[]> {
  await owner.requireLiving(ownerId);
  const prepared: Prepared[] = [];
  for (const file of files) prepared.push(await prepare(ownerId, file, options));
  await owner.store(ownerId, prepared, { quota: options.quota });
  return prepared.map((file) => file.answer);
}
