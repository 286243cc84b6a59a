import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream, users } from '@wellway/domain';
import { actorById, handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import type { UserRow } from '@wellway/read-models';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';
import { Handoffs, type Handoff } from '../../../users/impersonation.js';

/** A single sign-on of a user whose site's identity provider vouched for them. */
export class SignOn extends Command<Handoff> {
  constructor(
    readonly user: UserRow,
    readonly correlationId: string,
  ) {
    super();
  }
}

/** Recorded as a sign-in of the user; the handoff session is claimed once by the browser. */
@CommandHandler(SignOn)
export class SignOnHandler implements ICommandHandler<SignOn> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
  ) {}

  async execute({ user, correlationId }: SignOn): Promise<Handoff> {
    const result = await handleCommand({
      store: this.store,
      stream: userStream(user.id),
      decider: users.userDecider,
      command: { type: 'RecordSignIn', userId: user.id, siteId: user.site_id, staySignedIn: false },
      metadata: metadataFor({ actor: actorById(user.id), siteId: user.site_id, correlationId }),
    });
    return { token: await this.handoffs.open(user, null), position: result.position };
  }
}
