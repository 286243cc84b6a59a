import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { userStream, users, type UserCommand } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { findUserById, type Database } from '@wellway/read-models';
import { metadataFor, type Actor } from '../http/metadata.js';
import { EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
import { userNotFound } from './account-access.js';

/** Decides one command on an existing user's stream (the site for the metadata comes from the read model). */
@Injectable()
export class UserCommands {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async decide(actor: Actor | null, userId: string, command: UserCommand, correlationId: string) {
    const target = await findUserById(this.db, userId);
    if (!target) throw userNotFound();
    return handleCommand({
      store: this.store,
      stream: userStream(userId),
      decider: users.userDecider,
      command,
      metadata: metadataFor({ actor, siteId: target.site_id, correlationId }),
    });
  }
}
