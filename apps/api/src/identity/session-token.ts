import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'wellway_session';
export const STAY_SIGNED_IN_DAYS = 30;
/** A browser-session cookie still expires server-side, after a working day of inactivity. */
export const SESSION_HOURS = 12;

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
/** Tokens are stored hashed: a leaked table grants no sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Sets a session cookie (httpOnly, SameSite=Lax, Secure behind TLS): a browser-session cookie, or
 * one that lasts until `expires` for a session that stays signed in.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, expires?: Date, name = SESSION_COOKIE): void {
  void reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...(expires ? { expires } : {}) });
}

/** Clears a session cookie (the path it was set with). */
export function clearSessionCookie(reply: FastifyReply, name = SESSION_COOKIE): void {
  void reply.clearCookie(name, { path: '/' });
}

/** The cookie, or the Authorization header carrying the cookie's value (raw or as a Bearer token). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}
