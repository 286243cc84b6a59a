import '@fastify/multipart';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BadRequestException, HttpException, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { parseResizeToFit, uploadMessages } from '@wellway/domain';

/** One file of the request as the browser sent it: name, declared type, and its bytes spooled to a local file. */
export interface ReceivedFile {
  readonly name: string;
  readonly mimeType: string;
  /** The spooled bytes (removed with the request's spool folder). */
  readonly path: string;
  readonly size: number;
}

/** Spec 1 §7 "File upload" multipart fields besides the files. */
export interface UploadOptions {
  readonly secure: boolean;
  /** Accepted for the legacy client; the configured storage decides where files go. */
  readonly useCloud: boolean;
  readonly resizeToFit: readonly [number, number] | null;
  /** The legacy client retries with it after warnings; this API raises no warnings, so it changes nothing. */
  readonly overrideWarnings: boolean;
}

const MAX_FILES = 10;
const isTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const isLimit = (error: unknown) => /^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(String((error as { code?: unknown } | null)?.code));
const truthy = (value: string | undefined) => value === 'true' || value === '1' || value === 'on';

/**
 * Runs `use` with a folder of its own for a request's files, removed afterwards whatever happens:
 * uploads are streamed there, never held in memory whole (a master's may be 200 MB each).
 */
export async function withSpool<T>(use: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'wellway-upload-'));
  try {
    return await use(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads a multipart upload into `spool`: every file (any field name; `file` or `files[]` in
 * practice) streamed to disk, each at most `maxBytes` (413 with `tooLarge` beyond it, before the
 * rest is read), and the option fields, which may come before or after the files.
 */
export async function readUpload(
  request: FastifyRequest,
  spool: string,
  maxBytes: number,
  tooLarge: string,
): Promise<{ files: ReceivedFile[]; options: UploadOptions }> {
  if (!request.isMultipart()) throw new UnprocessableEntityException(uploadMessages.noFile);
  const files: ReceivedFile[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: MAX_FILES, fields: 20, parts: MAX_FILES + 20 } })) {
      if (part.type === 'file') {
        const path = join(spool, String(files.length));
        const sink = createWriteStream(path);
        await pipeline(part.file, sink);
        if (part.file.truncated) throw new PayloadTooLargeException(tooLarge);
        files.push({ name: part.filename, mimeType: part.mimetype, path, size: sink.bytesWritten });
      } else if (typeof part.value === 'string') fields.set(part.fieldname.replace(/\[\]$/, ''), part.value);
    }
  } catch (error) {
    if (error instanceof HttpException) throw error;
    if (isTooLarge(error)) throw new PayloadTooLargeException(tooLarge);
    if (isLimit(error)) throw new PayloadTooLargeException(`At most ${MAX_FILES} files can be uploaded at once.`);
    throw new BadRequestException('The upload could not be read as multipart/form-data.');
  }
  if (files.length === 0) throw new UnprocessableEntityException(uploadMessages.noFile);
  const resize = fields.get('resize_to_fit');
  const resizeToFit = resize === undefined || resize === '' ? null : parseResizeToFit(resize);
  if (resize && !resizeToFit)
    throw new UnprocessableEntityException('resize_to_fit must be [width,height], two whole numbers from 1 to 8192.');
  return {
    files,
    options: {
      secure: truthy(fields.get('secure')),
      useCloud: truthy(fields.get('use_cloud')),
      resizeToFit,
      overrideWarnings: truthy(fields.get('override_warnings')),
    },
  };
}
