/**
 * Personal data in the log (docs/personal-data.md): the fields of an event that are a person's
 * personal data are sealed (AES-256-GCM) under that person's own key, kept in a key store outside
 * the log. Destroying the key erases them everywhere the log has been copied (crypto-shredding).
 * Figures reports sum (steps, minutes, dates, ids, counts) stay in clear.
 */

/** Which fields of one event type belong to one data subject, and what a reader sees once they are erased. */
export interface PersonalDataRule {
  /** The data subject whose key seals `fields` (a user id, an eligibility record id, …); called with the event's data. */
  readonly subject: (data: never) => string;
  /** Each sealed field with the value a reader gets once the subject's key is gone. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The rules of every event type that carries personal data; one event may hold several subjects' data. */
export type PersonalDataRules = Readonly<Record<string, readonly PersonalDataRule[]>>;

export interface PersonalDataPolicy {
  readonly rules: PersonalDataRules;
  /**
   * Event types that erase a subject (e.g. `UserErasureRequested` → its `userId`). A reader that
   * has read one treats that subject as erased from then on, even while its key may still be cached
   * or not yet destroyed: no later event of theirs is unsealed in that process.
   */
  readonly erasures: Readonly<Record<string, (data: never) => string>>;
  /**
   * Event types first sealed after SEALED_SCHEMA_VERSION (a rule added later): the schema version
   * from which they are sealed. Written below it, they hold personal data in clear.
   */
  readonly sealedFrom?: Readonly<Record<string, number>>;
}

/**
 * Where subjects' data keys live: its own PostgreSQL table today; a KMS or Vault can wrap the
 * stored keys by implementing this port (keys leave it only as raw 32-byte AES keys).
 */
export interface KeyStore {
  /**
   * The keys of these subjects, creating the missing ones. Throws `SubjectErasedError` for a
   * subject whose key was destroyed: an erased person never gets a new key.
   */
  keysForSealing(subjects: readonly string[]): Promise<ReadonlyMap<string, Buffer>>;
  /** The keys that exist; erased and unknown subjects are absent from the map. */
  keysForReading(subjects: readonly string[]): Promise<ReadonlyMap<string, Buffer>>;
  /** Destroys the subject's key for good. Idempotent: destroying it twice, or a subject with no key, is fine. */
  destroy(subject: string): Promise<void>;
  /** True once `destroy` has run for the subject. */
  isErased(subject: string): Promise<boolean>;
  /** The system's secret for keyed hashes of stream names (created once, never rotated silently). */
  hashKey(): Promise<Buffer>;
}

export class SubjectErasedError extends Error {
  readonly code = 'subject_erased';
  constructor(readonly subject: string) {
    super(`Subject ${subject} has been erased: no personal data of theirs can be sealed`);
    this.name = 'SubjectErasedError';
  }
}
