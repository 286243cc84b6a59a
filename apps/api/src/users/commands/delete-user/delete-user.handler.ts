import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore } from '@wellway/event-store';
import { findUserById, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { userNotFound } from '../../../http/not-found.js';
import { decideOnUser } from '../../user-stream.js';

/** DELETE /users/{id} (masters): a UserDeleted event; the user's sessions end at once. */
export class DeleteUser extends Command<{ position: bigint | null }> {
  constructor(
    readonly actor: CurrentUser,
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ actor, userId, correlationId }: DeleteUser): Promise<{ position: bigint | null }> {
    const target = await findUserById(this.db, userId);
    if (!target) throw userNotFound();
    const result = await decideOnUser(
      this.store,
      { userId, actor, siteId: target.site_id, correlationId },
      { type: 'DeleteUser', userId, actorId: actor.id },
    );
    await this.sessions.endUserSessions(userId);
    return { position: result.position };
  }
}
