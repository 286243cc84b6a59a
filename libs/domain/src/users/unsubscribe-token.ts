import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from './email.js';

/**
 * The token of an e-mail's unsubscribe link: an HMAC-SHA256 of the site and the normalised
 * address, under a key derived from the link secret (RESET_TOKEN_SECRET), so it is never the key
 * of reset tokens. Anyone holding the link may unsubscribe that address at once (spec 2 §5); no
 * one can make a link for another address. Node-only, like reset-token (not in the package index).
 */
const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update('wellway/unsubscribe-link/v1').digest();

export const unsubscribeToken = (secret: string, email: string, siteId: string): string =>
  createHmac('sha256', keyOf(secret))
    .update(`${siteId}\n${normaliseEmail(email)}`)
    .digest('base64url');

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Compared in constant time (equal-length digests): a wrong token says nothing about the right one. */
export const isUnsubscribeToken = (secret: string, email: string, siteId: string, token: string): boolean =>
  timingSafeEqual(digest(token), digest(unsubscribeToken(secret, email, siteId)));

const query = (email: string, siteId: string, secret: string): string =>
  new URLSearchParams({ email: normaliseEmail(email), site_id: siteId, token: unsubscribeToken(secret, email, siteId) }).toString();

const base = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** The link an e-mail shows: the web's /unsubscribe page, which unsubscribes at once. */
export const unsubscribeLink = (publicUrl: string, email: string, siteId: string, secret: string): string =>
  `${base(publicUrl)}/unsubscribe?${query(email, siteId, secret)}`;

/**
 * The headers of RFC 8058 one-click unsubscribe (with RFC 2369's List-Unsubscribe): a mail client
 * POSTs `List-Unsubscribe=One-Click` to the API's POST /api/unsubscribe, the address and token in
 * its query. The message must also be DKIM-signed over these headers (the transport's concern).
 */
export const unsubscribeHeaders = (
  publicUrl: string,
  email: string,
  siteId: string,
  secret: string,
): { readonly 'List-Unsubscribe': string; readonly 'List-Unsubscribe-Post': string } => ({
  'List-Unsubscribe': `<${base(publicUrl)}/api/unsubscribe?${query(email, siteId, secret)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
