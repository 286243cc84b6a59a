import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SubjectErasedError, type KeyStore } from './port.js';

/** The system's keyed-hash secret is kept as the key of this reserved subject. */
const HASH_KEY_SUBJECT = '$stream-name-hash';
const KEY_BYTES = 32; // AES-256

/**
 * Subjects' keys in their own table (`personal_data_keys`), never in the event log. An erased
 * subject keeps its row with `key` null and `erased_at` set: a tombstone, so that no later
 * command can give them a fresh key (their data sealed after erasure would be readable again).
 */
const DDL = `
CREATE TABLE IF NOT EXISTS personal_data_keys (
  subject text PRIMARY KEY,
  key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz,
  CONSTRAINT personal_data_keys_key_or_erased CHECK ((key IS NULL) = (erased_at IS NOT NULL))
)`;

export async function ensureKeyStoreSchema(pool: pg.Pool): Promise<void> {
  await pool.query(DDL);
}

/** The PostgreSQL key store (see KeyStore); its table is created by `ensureKeyStoreSchema`. */
export function createPostgresKeyStore(pool: pg.Pool): KeyStore {
  const read = async (subjects: readonly string[]) => {
    const { rows } = await pool.query<{ subject: string; key: Buffer | null }>(
      'SELECT subject, key FROM personal_data_keys WHERE subject = ANY($1::text[])',
      [subjects],
    );
    return rows;
  };

  const keysForReading: KeyStore['keysForReading'] = async (subjects) => {
    if (subjects.length === 0) return new Map();
    const rows = await read(subjects);
    return new Map(rows.flatMap((row) => (row.key ? [[row.subject, row.key] as const] : [])));
  };

  const keysForSealing: KeyStore['keysForSealing'] = async (subjects) => {
    const wanted = [...new Set(subjects)];
    if (wanted.length === 0) return new Map();
    const keys = new Map<string, Buffer>();
    const take = (rows: readonly { subject: string; key: Buffer | null }[]) => {
      for (const row of rows) {
        if (!row.key) throw new SubjectErasedError(row.subject);
        keys.set(row.subject, row.key);
      }
    };
    // Most appends are about people who have a key already: one round trip.
    take(await read(wanted));
    const missing = wanted.filter((subject) => !keys.has(subject));
    if (missing.length === 0) return keys;
    // ON CONFLICT keeps a concurrent creator's key (and a tombstone); those are read after.
    const { rows } = await pool.query<{ subject: string; key: Buffer }>(
      `INSERT INTO personal_data_keys (subject, key)
       SELECT s, k FROM unnest($1::text[], $2::bytea[]) AS t(s, k)
       ON CONFLICT (subject) DO NOTHING
       RETURNING subject, key`,
      [missing, missing.map(() => randomBytes(KEY_BYTES))],
    );
    take(rows);
    const raced = missing.filter((subject) => !keys.has(subject));
    if (raced.length > 0) take(await read(raced));
    return keys;
  };

  return {
    keysForReading,
    keysForSealing,
    async destroy(subject) {
      await pool.query(
        `INSERT INTO personal_data_keys (subject, key, erased_at) VALUES ($1, NULL, now())
         ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = coalesce(personal_data_keys.erased_at, now())`,
        [subject],
      );
    },
    async isErased(subject) {
      const [row] = await read([subject]);
      return row !== undefined && row.key === null;
    },
    async hashKey() {
      const key = (await keysForSealing([HASH_KEY_SUBJECT])).get(HASH_KEY_SUBJECT);
      if (!key) throw new Error('the stream-name hash key is missing');
      return key;
    },
  };
}
