import { createHmac } from 'node:crypto';
import type { KeyStore } from './port.js';

/** A keyed hash (HMAC-SHA-256, base64url) of an already normalised value. */
export type KeyedHash = (value: string) => string;

/**
 * Stream names and ids that would otherwise be built from personal data (an e-mail address, an
 * employee number) use this instead of a plain hash, which anyone could recompute from a guess.
 */
export function keyedHash(hashKey: Buffer): KeyedHash {
  if (hashKey.length < 32) throw new Error('the stream-name hash key must hold at least 32 bytes');
  return (value) => createHmac('sha256', hashKey).update(value, 'utf8').digest('base64url');
}

/** The key store's hash key as a KeyedHash; load it once per process. */
export async function loadKeyedHash(keys: KeyStore): Promise<KeyedHash> {
  return keyedHash(await keys.hashKey());
}
