import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { UserCommand, UserEvent, users } from '@wellway/domain';
import type { Actor, EventStore, HandleCommandResult } from '@wellway/event-store';
import { findUserById, type Database } from '@wellway/read-models';
import { EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
import { userNotFound } from '../http/not-found.js';
import { decideOnUser } from '../users/user-stream.js';

export type ChangeUserResult = HandleCommandResult<UserEvent, users.UserState>;

/**
 * One command on an existing user's stream, nothing else to do around it (subscription, tracking
 * method, unsubscribe). The site for the metadata comes from the read model; no user there is 404.
 */
export class ChangeUser extends Command<ChangeUserResult> {
  constructor(
    readonly actor: Actor | null,
    readonly userId: string,
    readonly command: UserCommand,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeUser)
export class ChangeUserHandler implements ICommandHandler<ChangeUser> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ actor, userId, command, correlationId }: ChangeUser): Promise<ChangeUserResult> {
    const target = await findUserById(this.db, userId);
    if (!target) throw userNotFound();
    return decideOnUser(this.store, { userId, actor, siteId: target.site_id, correlationId }, command);
  }
}
