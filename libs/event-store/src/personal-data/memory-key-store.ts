import { randomBytes } from 'node:crypto';
import { SubjectErasedError, type KeyStore } from './port.js';

/**
 * A KeyStore held in memory, for tests and for stores with no PostgreSQL beside them (the
 * KurrentDB contract run). Its keys die with the process: never use it for a real log.
 */
export function createMemoryKeyStore(): KeyStore & { readonly calls: { sealing: number; reading: number } } {
  const keys = new Map<string, Buffer | null>();
  const calls = { sealing: 0, reading: 0 };
  const hash = randomBytes(32);
  return {
    calls,
    async keysForSealing(subjects) {
      calls.sealing += 1;
      const found = new Map<string, Buffer>();
      for (const subject of subjects) if (keys.get(subject) === null) throw new SubjectErasedError(subject);
      for (const subject of subjects) {
        let key = keys.get(subject);
        if (!key) keys.set(subject, (key = randomBytes(32)));
        found.set(subject, key);
      }
      return found;
    },
    async keysForReading(subjects) {
      calls.reading += 1;
      const found = new Map<string, Buffer>();
      for (const subject of subjects) {
        const key = keys.get(subject);
        if (key) found.set(subject, key);
      }
      return found;
    },
    async destroy(subject) {
      keys.set(subject, null);
    },
    async isErased(subject) {
      return keys.get(subject) === null;
    },
    async hashKey() {
      return hash;
    },
  };
}
