import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { userStream, users } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { insertSession, type Database, type UserRow } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import type { CurrentUser } from '../http/current-user.js';
import { actorById, metadataFor } from '../http/metadata.js';
import { SESSION_COOKIE, SESSION_HOURS, hashToken, newSessionToken } from '../identity/session-token.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';

/** The master's own session, kept aside (httpOnly) while their browser acts as someone else. */
export const IMPERSONATOR_COOKIE = 'wellway_impersonator';
/** A handoff token must be claimed by a browser this soon (it travels in a cookie or a URL). */
export const HANDOFF_SECONDS = 120;

export interface Handoff {
  readonly token: string;
  readonly position: bigint | null;
}

/** Sessions handed to a browser: impersonation by a master, or single sign-on. */
@Injectable()
export class Handoffs {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** ImpersonationStarted in the user's stream, and a session whose every event names the master. */
  async impersonate(master: CurrentUser, target: UserRow, correlationId: string): Promise<Handoff> {
    const result = await handleCommand({
      store: this.store,
      stream: userStream(target.id),
      decider: users.userDecider,
      command: { type: 'StartImpersonation', userId: target.id, impersonatorId: master.id, impersonatorRole: master.role },
      metadata: metadataFor({ actor: master, siteId: target.site_id, correlationId }),
    });
    return { token: await this.open(target, master.id), position: result.position };
  }

  /** A single sign-on: recorded as a sign-in of the user. */
  async signOn(target: UserRow, correlationId: string): Promise<Handoff> {
    const result = await handleCommand({
      store: this.store,
      stream: userStream(target.id),
      decider: users.userDecider,
      command: { type: 'RecordSignIn', userId: target.id, siteId: target.site_id, staySignedIn: false },
      metadata: metadataFor({ actor: actorById(target.id), siteId: target.site_id, correlationId }),
    });
    return { token: await this.open(target, null), position: result.position };
  }

  private async open(target: UserRow, impersonatorId: string | null): Promise<string> {
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
    void reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.secureCookies });
  }
}

export const sessionCookieOf = (request: FastifyRequest): string | undefined => request.cookies?.[SESSION_COOKIE];
