import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.js';

let fallback: string | undefined;

/** The configured secret; without one, a random one for this process (its e-mails then need a worker started with the same). */
export function resetSecretOf(config: ApiConfig): string {
  if (config.resetTokenSecret) return config.resetTokenSecret;
  fallback ??= randomBytes(32).toString('hex');
  return fallback;
}
