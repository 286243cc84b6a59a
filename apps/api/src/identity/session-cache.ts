import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { deleteSession, deleteUserSessions, findSession, type Database } from '@wellway/read-models';
import { READ_DB } from '../infrastructure/tokens.js';

type Session = Awaited<ReturnType<typeof findSession>>;

const TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

/**
 * Every request looks its session up; a one-second memory saves that query on busy clients.
 * Logout evicts here at once; another API instance may honour a signed-out token for ≤ 1 s.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, { at: number; session: Promise<Session> }>();

  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  find(tokenHash: string, now: Date): Promise<Session> {
    const cached = this.entries.get(tokenHash);
    if (cached && Date.now() - cached.at < TTL_MS)
      return cached.session.then((session) => (session && session.expires_at > now ? session : undefined));
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const session = findSession(this.db, tokenHash, now);
    this.entries.set(tokenHash, { at: Date.now(), session });
    session.catch(() => this.entries.delete(tokenHash));
    return session;
  }

  evict(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Ends one session (sign-out): deleted, and forgotten here; other API instances honour it ≤ 1 s. */
  async endSession(tokenHash: string): Promise<void> {
    await deleteSession(this.db, tokenHash);
    this.evict(tokenHash);
  }

  /**
   * Ends a user's sessions (deleted, or a new password), all or all but `exceptTokenHash`, and
   * forgets exactly those here; other API instances honour them ≤ 1 s.
   */
  async endUserSessions(userId: string, exceptTokenHash?: string): Promise<void> {
    for (const tokenHash of await deleteUserSessions(this.db, userId, exceptTokenHash)) this.evict(tokenHash);
  }
}
