import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore } from '@wellway/event-store';
import { deleteSession, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { decideOnUser } from '../../user-stream.js';

/** The master stops acting as `user`: ImpersonationEnded, and the impersonating session ends. */
export class StopImpersonating extends Command<{ position: bigint | null }> {
  constructor(
    readonly user: CurrentUser & { readonly impersonatorId: string },
    readonly sessionTokenHash: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(StopImpersonating)
export class StopImpersonatingHandler implements ICommandHandler<StopImpersonating> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ user, sessionTokenHash, correlationId }: StopImpersonating): Promise<{ position: bigint | null }> {
    const result = await decideOnUser(
      this.store,
      { userId: user.id, actor: user, siteId: user.siteId, correlationId },
      { type: 'EndImpersonation', userId: user.id, impersonatorId: user.impersonatorId },
    );
    await deleteSession(this.db, sessionTokenHash);
    this.sessions.evict(sessionTokenHash);
    return { position: result.position };
  }
}
