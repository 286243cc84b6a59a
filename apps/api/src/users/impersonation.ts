import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { insertSession, type Database, type UserRow } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { SESSION_COOKIE, SESSION_HOURS, hashToken, newSessionToken, setSessionCookie } from '../identity/session-token.js';
import { CONFIG, READ_DB } from '../infrastructure/tokens.js';

/** The master's own session, kept aside (httpOnly) while their browser acts as someone else. */
export const IMPERSONATOR_COOKIE = 'wellway_impersonator';
/** A handoff token must be claimed by a browser this soon (it travels in a cookie or a URL). */
export const HANDOFF_SECONDS = 120;

export interface Handoff {
  readonly token: string;
  readonly position: bigint | null;
}

/** Sessions handed to a browser: impersonation by a master, or single sign-on (their commands record why). */
@Injectable()
export class Handoffs {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A session for `target` that a browser must claim within HANDOFF_SECONDS; the token is its key. */
  async open(target: UserRow, impersonatorId: string | null): Promise<string> {
    const now = this.config.now();
    const token = newSessionToken();
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: target.id,
      siteId: target.site_id,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3600_000),
      staySignedIn: false,
      now,
      impersonatorId,
      handoffUntil: new Date(now.getTime() + HANDOFF_SECONDS * 1000),
    });
    return token;
  }

  setSessionCookie(reply: FastifyReply, name: string, token: string): void {
    setSessionCookie(reply, token, this.config.secureCookies, undefined, name);
  }
}

export const sessionCookieOf = (request: FastifyRequest): string | undefined => request.cookies?.[SESSION_COOKIE];
