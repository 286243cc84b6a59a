import { isValidKey } from './port.js';

/**
 * How files are laid out: every file belongs to one person, under `users/<ownerId>/`, so an
 * erasure removes one folder (`personFilesPrefix`). Public files are content-addressed (the
 * name is the SHA-256 of the bytes), so their URLs never change meaning and may be cached for
 * good; secure files are read only by their owner and masters.
 */
export type Visibility = 'public' | 'secure';

export const personFilesPrefix = (ownerId: string): string => `users/${ownerId}`;

export const fileKey = (ownerId: string, visibility: Visibility, name: string): string =>
  `${personFilesPrefix(ownerId)}/${visibility}/${name}`;

/** The owner and visibility a key names, or null for a key outside the layout or no valid key at all (`..`, spaces). */
export function parseFileKey(key: string): { ownerId: string; visibility: Visibility; name: string } | null {
  const match = isValidKey(key) ? /^users\/([^/]+)\/(public|secure)\/([^/]+)$/.exec(key) : null;
  return match ? { ownerId: match[1]!, visibility: match[2] as Visibility, name: match[3]! } : null;
}
