import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Spec 1 §9 / spec 2 §9: a right pilot password is remembered in a cookie for 1 day. */
export const PILOT_COOKIE = 'pilot_password';
export const PILOT_COOKIE_SECONDS = 24 * 60 * 60;

/**
 * The cookie's value: a digest of the site and its current pilot password's hash. It cannot be
 * made without the (secret) hash, and changing or clearing the pilot password voids it.
 */
export const pilotCookieValue = (siteId: string, passwordHash: string): string =>
  createHash('sha256').update(`pilot:${siteId}:${passwordHash}`).digest('base64url');

export function hasPilotCookie(request: FastifyRequest, siteId: string, passwordHash: string | null): boolean {
  const value = request.cookies?.[PILOT_COOKIE];
  if (!value || !passwordHash) return false;
  const expected = Buffer.from(pilotCookieValue(siteId, passwordHash));
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
