import { createHash } from 'node:crypto';

/** Namespace for Wellway's name-based (v5) ids: same inputs, same id, on every machine. */
const WELLWAY_NAMESPACE = 'b7c1c5d2-4f55-4d0e-9a55-6f0f3e1f2a11';
const NAMESPACE_BYTES = Buffer.from(WELLWAY_NAMESPACE.replace(/-/g, ''), 'hex');

/**
 * RFC 4122 version 5 (SHA-1, name-based) uuid of `parts` joined by '/' in Wellway's namespace:
 * the same ids as `uuid`'s v5 (a unit test checks), without re-parsing the namespace and
 * re-encoding the name on every call (it runs once per command).
 */
export function deterministicId(...parts: readonly string[]): string {
  const hash = createHash('sha1').update(NAMESPACE_BYTES).update(parts.join('/'), 'utf8').digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
