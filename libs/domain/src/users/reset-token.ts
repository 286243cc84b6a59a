import { createHash, createHmac } from 'node:crypto';

/**
 * The reset token e-mailed for one request: an HMAC of the request's event id under a server
 * secret. The log holds the event id and the token's SHA-256, never the token, so the API (which
 * records the request) and the mail worker (which sends it) agree on the token without it ever
 * being stored or queued. Node-only: not exported from the package index (the web imports that).
 */
export const resetTokenFor = (secret: string, requestEventId: string): string =>
  createHmac('sha256', secret).update(`password-reset/${requestEventId}`).digest('base64url');

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
