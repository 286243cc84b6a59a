import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { userStream, users, type ErasureReleases, type PersonalDigests, type UserCommand, type UserEvent } from '@wellway/domain';
import {
  aggregateStream,
  handleCommand,
  metadataFor,
  type Actor,
  type CommandDecider,
  type DecidedEvent,
  type EventStore,
  type HandleCommandOptions,
  type HandleCommandResult,
  type MetadataInput,
} from '@wellway/event-store';
import { findUserById, type Database, type UserRow } from '@wellway/read-models';
import { userNotFound } from '../http/not-found.js';
import { EVENT_STORE, PERSONAL_DIGESTS, READ_DB } from './tokens.js';

/** What a handler may add to a command's run: If-Match, a guessed state, deterministic event ids. */
export type RunOptions<Command, Event extends DecidedEvent, State> = Omit<
  HandleCommandOptions<Command, Event, State>,
  'store' | 'stream' | 'decider' | 'command' | 'metadata'
>;

export type UserCommandResult = HandleCommandResult<UserEvent, users.UserState>;

/**
 * The one way an API command handler changes the log: one command on one stream, decided with
 * `handleCommand` and stamped with who sent it (`metadataFor`). Handlers look facts up and build
 * the command; this runs it.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(PERSONAL_DIGESTS) private readonly digests: PersonalDigests,
  ) {}

  run<Command, Event extends DecidedEvent, State>(
    stream: string,
    decider: CommandDecider<Command, Event, State>,
    command: Command,
    by: MetadataInput,
    options: RunOptions<Command, Event, State> = {},
  ): Promise<HandleCommandResult<Event, State>> {
    // One object shape for every call (no spread of the caller's options): handleCommand's reads of
    // it stay monomorphic on the hot path; a spread made it megamorphic (+15 µs a command in bench a).
    return handleCommand({
      store: this.store,
      stream,
      decider,
      command,
      metadata: metadataFor(by),
      eventId: options.eventId,
      expectedRevision: options.expectedRevision,
      maxAttempts: options.maxAttempts,
      cache: options.cache,
      known: options.known,
      assumeNewStream: options.assumeNewStream,
    });
  }

  /** A command on a user's stream: their own (sign-out), or one the caller already found. */
  onUser(userId: string, command: UserCommand, by: MetadataInput): Promise<UserCommandResult> {
    return this.run(userStream(userId), users.userDecider, command, by);
  }

  /** A command on a user the read model knows (404 otherwise), recorded for that user's site. */
  async onKnownUser(userId: string, command: UserCommand, actor: Actor | null, correlationId: string): Promise<UserCommandResult> {
    const target = await this.knownUser(userId);
    return this.onUser(userId, command, { actor, siteId: target.site_id, correlationId });
  }

  /**
   * An erasure of a user (docs/personal-data.md): decided on their state as folded now, naming the
   * releases its keyed digests give (ErasureReleases). A change to the user in between answers
   * 409 rather than let the worker release names computed from an older state.
   */
  async eraseUser(userId: string, command: (releases: ErasureReleases) => UserCommand, by: MetadataInput): Promise<UserCommandResult> {
    const stream = userStream(userId);
    const known = await aggregateStream(this.store, stream, users.userDecider);
    const releases = users.erasureReleases(known.state, this.digests);
    return this.run(stream, users.userDecider, command(releases), by, { known, expectedRevision: known.revision });
  }

  /** The user a command is about, from the read model; 404 when there is none. */
  async knownUser(userId: string): Promise<UserRow> {
    const target = await findUserById(this.db, userId);
    if (!target) throw userNotFound();
    return target;
  }
}
