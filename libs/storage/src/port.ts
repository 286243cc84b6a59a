import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, its type (from the key's extension) and size. */
export interface StoredFile {
  readonly body: Readable;
  readonly contentType: string;
  readonly size: number;
}

/**
 * The one storage port (docs/decisions.md "Images"): files by key, whatever holds them. Keys are
 * `/`-separated segments of letters, digits, `_`, `-` and `.` (never `..`), and end in the
 * extension that names their type. The local-disk adapter is the default; a cloud bucket (S3,
 * GCS) implements the same calls.
 */
export interface FileStorage {
  /** Writes (or overwrites) the file; a reader never sees it half written. */
  put(key: string, content: Buffer): Promise<void>;
  /** As `put`, from a file on local disk (a spooled upload), never held in memory whole. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (for serving), or null when there is none. */
  stream(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix/` (a person's files on erasure); answers how many. */
  deleteUnder(prefix: string): Promise<number>;
  /** The keys under `prefix/`. */
  list(prefix: string): Promise<string[]>;
  /** How many files under `prefix/` were written at or after `since`, and their bytes (a person's upload quota). */
  usageSince(prefix: string, since: Date): Promise<StorageUsage>;
}

export interface StorageUsage {
  readonly files: number;
  readonly bytes: number;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** Whether a key (or prefix) is made of safe segments: nothing can climb out of the storage's root. */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export class InvalidKeyError extends Error {
  override readonly name = 'InvalidKeyError';
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** The type a key's extension names; anything unknown is served as bytes (never sniffed as HTML). */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}
