import { hash } from '@node-rs/argon2';
import { userStream, users } from '@wellway/domain';
import { handleCommand, type EventMetadata, type EventStore } from '@wellway/event-store';
import { DEMO_PASSWORD } from '../../../ops/src/demo-seed.js';

export type SeedUser = Omit<Extract<users.UserCommand, { type: 'RegisterUser' }>['user'], 'passwordHash'>;

/** Registers each user with the demo password (hashed once): the test seeds' shared step. */
export async function registerSeedUsers(store: EventStore, metadata: EventMetadata, seeded: readonly SeedUser[]): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  for (const user of seeded) {
    await handleCommand({
      store,
      stream: userStream(user.userId),
      decider: users.userDecider,
      metadata,
      command: { type: 'RegisterUser', user: { ...user, passwordHash } },
    });
  }
}
