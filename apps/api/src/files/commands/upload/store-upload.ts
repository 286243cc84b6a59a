import { UnprocessableEntityException } from '@nestjs/common';
import type { UploadedFile } from '@wellway/contracts';
import { csvUploadNameProblem, DEFAULT_RESIZE, imageFileNameProblem, uploadMessages } from '@wellway/domain';
import { fileKey, type FileStorage } from '@wellway/storage';
import { contentName, NotAnImageError, reencodeImage } from '../../images/image-processing.js';
import { fileUrl } from '../../storage.provider.js';
import type { ReceivedFile, UploadOptions } from './read-upload.js';

const isCsv = (file: ReceivedFile) => /\.csv$/i.test(file.name) || file.mimeType.split(';')[0]?.trim().toLowerCase() === 'text/csv';

/**
 * Control characters other than tab, line feed, form feed and carriage return: not text. A regular
 * expression, not `[...text]`: a master's CSV may be 200 MB, and an array of its characters is not.
 */
// eslint-disable-next-line no-control-regex
const isBinary = (text: string) => /[\x00-\x08\x0b\x0e-\x1f]/.test(text);

/** CSV mode (spec 1 §5): its name and type, then the content: UTF-8 text, nothing binary. */
function checkedCsv(file: ReceivedFile): Buffer {
  const problem = csvUploadNameProblem(file.name, file.mimeType);
  if (problem) throw new UnprocessableEntityException(problem);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.content);
  } catch {
    throw new UnprocessableEntityException(uploadMessages.wrongCsvType);
  }
  if (isBinary(text)) throw new UnprocessableEntityException(uploadMessages.wrongCsvType);
  return file.content;
}

/**
 * Checks every file first (name, declared type, then content), so one bad file stores nothing,
 * then stores each under its owner, named by its content's hash.
 */
export async function storeUpload(
  storage: FileStorage,
  ownerId: string,
  files: readonly ReceivedFile[],
  options: UploadOptions,
): Promise<UploadedFile[]> {
  const visibility = options.secure ? 'secure' : 'public';
  const prepared = [];
  for (const file of files) {
    if (isCsv(file)) {
      const content = checkedCsv(file);
      prepared.push({ file, content, extension: 'csv', width: null, height: null, type: 'text/csv' });
      continue;
    }
    const problem = imageFileNameProblem(file.name, file.mimeType);
    if (problem) throw new UnprocessableEntityException(problem);
    try {
      const image = await reencodeImage(file.content, options.resizeToFit ?? DEFAULT_RESIZE);
      const type = image.extension === 'jpg' ? 'image/jpeg' : `image/${image.extension}`;
      prepared.push({ file, ...image, type });
    } catch (error) {
      if (error instanceof NotAnImageError) throw new UnprocessableEntityException(uploadMessages.wrongImageType);
      throw error;
    }
  }
  return Promise.all(
    prepared.map(async ({ file, content, extension, width, height, type }) => {
      const key = fileKey(ownerId, visibility, contentName({ content, extension }));
      await storage.put(key, content);
      return { url: fileUrl(key), name: file.name, content_type: type, size: content.length, width, height, secure: options.secure };
    }),
  );
}
