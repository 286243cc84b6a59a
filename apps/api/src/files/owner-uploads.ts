import { ForbiddenException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can, UPLOAD_QUOTA, uploadQuotaProblem, users, userStream, type Role } from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import type { Database } from '@wellway/read-models';
import { personFilesPrefix, type FileStorage } from '@wellway/storage';
import type { ApiConfig } from '../config.js';
import { underAdvisoryLock } from '../infrastructure/advisory-lock.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
import { FILE_STORAGE } from './storage.provider.js';

/** One file to store: its key, and its bytes in memory or in a spooled file. */
export type FileToStore = { readonly key: string; readonly size: number } & (
  { readonly content: Buffer; readonly path?: undefined } | { readonly path: string; readonly content?: undefined }
);

/**
 * Whether a person's uploads are free of the daily quota: those who may use /files/master_upload
 * (masters). That route is not counted, yet its files (up to 200 MB each) sit in the same folder
 * the quota reads, so one large master upload would otherwise refuse their small uploads for a
 * day; and the quota protects nothing from someone who may upload 200 MB files uncounted.
 */
export const isQuotaFree = (user: { readonly role: Role }): boolean => can(user.role, 'master.large_upload');

export const ERASED_OWNER = 'This account is being erased: nothing more can be uploaded to it.';

/**
 * Where every upload of a person is stored (docs/decisions.md "Uploads: quota and erasure"):
 * - the quota: what they stored in the last 24 hours (read from the storage itself) plus this
 *   request, checked and written under a per-person lock, so a burst at once lets exactly what
 *   fits through (429 beyond it);
 * - erasure: an upload racing its owner's erasure never leaves a file behind. The files are
 *   written first, then the log is read: if the erasure was requested by then, this request
 *   deletes what it wrote; if not, the erasure worker (which deletes the person's folder after
 *   the request is in the log) comes later and deletes them. Either way nothing stays.
 */
@Injectable()
export class OwnerUploads {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly log: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Refuses (403) to take files for a person whose erasure was requested: checked before the work. */
  async requireLiving(ownerId: string): Promise<void> {
    if (await this.isErasing(ownerId)) throw new ForbiddenException(ERASED_OWNER);
  }

  /** Stores the files of one request for their owner, within the quota when `quota` (429), never for an erased owner (403). */
  async store(ownerId: string, files: readonly FileToStore[], { quota }: { quota: boolean }): Promise<void> {
    // Within the quota, one person's uploads go one at a time (other people are not held up).
    const written = quota
      ? underAdvisoryLock(this.db, `uploads:${ownerId}`, () => this.putWithinQuota(ownerId, files))
      : Promise.all(files.map((file) => this.put(file)));
    const failure = await written.then(
      () => null,
      (error: unknown) => ({ error }),
    );
    // Also after a failed put: a half-done request racing an erasure leaves nothing either.
    if (await this.isErasing(ownerId)) {
      await Promise.all(files.map((file) => this.storage.delete(file.key)));
      throw new ForbiddenException(ERASED_OWNER);
    }
    if (failure) throw failure.error;
  }

  private async putWithinQuota(ownerId: string, files: readonly FileToStore[]): Promise<void> {
    const since = new Date(this.config.now().getTime() - UPLOAD_QUOTA.hours * 3_600_000);
    const stored = await this.storage.usageSince(personFilesPrefix(ownerId), since);
    const adding = { files: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) };
    const problem = uploadQuotaProblem(stored, adding);
    if (problem) throw new HttpException(problem, HttpStatus.TOO_MANY_REQUESTS);
    await Promise.all(files.map((file) => this.put(file)));
  }

  private put(file: FileToStore): Promise<void> {
    return file.path !== undefined ? this.storage.putFile(file.key, file.path) : this.storage.put(file.key, file.content);
  }

  private async isErasing(ownerId: string): Promise<boolean> {
    const { state } = await aggregateStream(this.log, userStream(ownerId), users.userDecider);
    return state.erasure !== 'none';
  }
}
