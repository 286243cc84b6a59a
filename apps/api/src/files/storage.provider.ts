import type { Provider } from '@nestjs/common';
import { filesDirectory, localDiskStorage, type FileStorage } from '@wellway/storage';

export const FILE_STORAGE = Symbol('FileStorage');

/** The storage port's adapter: local disk under the data directory (FILES_DIR / DATA_DIR, see filesDirectory). */
export const fileStorageProvider: Provider<FileStorage> = {
  provide: FILE_STORAGE,
  useFactory: () => localDiskStorage(filesDirectory(process.env)),
};

/** Where the API serves a stored key: `/api/files/<key>` (queries/serve-file). */
export const FILES_URL_PREFIX = '/api/files/';
export const fileUrl = (key: string): string => `${FILES_URL_PREFIX}${key}`;

/** The key a URL of ours names (absolute URLs of this host too), or null. */
export function keyOfUrl(url: string): string | null {
  let path = url;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    return null;
  }
  return path.startsWith(FILES_URL_PREFIX) ? path.slice(FILES_URL_PREFIX.length) : null;
}
