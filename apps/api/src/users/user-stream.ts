import { userStream, users, type UserCommand } from '@wellway/domain';
import { handleCommand, metadataFor, type Actor, type EventStore } from '@wellway/event-store';

/** Whose stream, who records the change, for which site (the events' metadata). */
export interface UserChange {
  readonly userId: string;
  readonly actor: Actor | null;
  readonly siteId: string;
  readonly correlationId: string;
}

/**
 * Decides one command on a user's stream, for the unsubscribe handler (owned by another change);
 * every other handler uses `CommandRunner.onUser`, which this can give way to.
 */
export function decideOnUser(store: EventStore, change: UserChange, command: UserCommand) {
  return handleCommand({ store, stream: userStream(change.userId), decider: users.userDecider, command, metadata: metadataFor(change) });
}
