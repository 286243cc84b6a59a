// Shared by the workers' *.int.spec.ts files. Named *.spec.ts so the build leaves it out; holds no tests.
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { emailReservations, userEmailReservationStream, userStream, users, type PersonalDigests, type UserCommand } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import { createReadModelDb, type Database, type Projection } from '@wellway/read-models';
import { PositionWaiter } from '@wellway/read-models/position-waiter';
import { createSeededDatabase, DEMO_SITE_ID, digestsFor, openAppStore, type TestDatabase } from '@wellway/test-support';
import { startProjector, type Projector } from './runner.js';

/** What a worker runs on: the demo site's database, the application's store, the read model, its keyed digests. */
export interface SeededApp {
  readonly database: TestDatabase;
  readonly pool: pg.Pool;
  /** The application's store: personal data sealed as the API, projector and workers seal it. */
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly digests: PersonalDigests;
  /** Waits for the projections to reach a position (what a processor's read-your-writes uses). */
  readonly waiter: PositionWaiter;
  /** A projector on this app running `projections`, silent. */
  projector(projections: readonly Projection[]): Projector;
  /** The log replayed from the start through `reactor` (its checkpoint reset), until caught up: a lost checkpoint or a rebuild. */
  replayFromStart(reactor: Projection): Promise<void>;
  /** What registration's first step records: `email` reserved on the demo site for `userId`; answers the UserEmailReserved event's id. */
  reserveEmail(email: string, userId: string): Promise<string>;
  /** What registration's last step records: an account on the demo site, a participant named Pat Lee unless `user` says otherwise. */
  registerUser(user: Pick<NewUser, 'userId' | 'email'> & Partial<NewUser>): Promise<void>;
}

type NewUser = Extract<UserCommand, { readonly type: 'RegisterUser' }>['user'];

/** The metadata of what the fixture records: no actor, the demo site. */
export const testMetadata = metadataFor({ actor: null, siteId: DEMO_SITE_ID, correlationId: 'test' });

export interface SeededAppOptions {
  /** The test database's name prefix. */
  readonly prefix: string;
  /** The seed's clock. */
  readonly now?: Date;
  readonly poolSize?: number;
}

/**
 * The file's seeded app: opened before its first test, closed after its last. Register it before
 * the file's own hooks: after-hooks run in reverse, so what the file starts on it (queues, a
 * projector, a worker) stops before the store and the database close.
 */
export function useSeededApp({ prefix, now, poolSize = 8 }: SeededAppOptions): SeededApp {
  const app = {
    projector: (projections: readonly Projection[]) =>
      startProjector({ store: app.store, db: app.db, pool: app.pool, projections, logger: quiet }),
    async replayFromStart(reactor: Projection) {
      await app.pool.query('update projection_checkpoints set checkpoint = null, position = null where name = $1', [reactor.name]);
      const again = app.projector([reactor]);
      await again.whenCaughtUp();
      await again.stop();
    },
    async reserveEmail(email: string, userId: string) {
      const { events } = await handleCommand({
        store: app.store,
        stream: userEmailReservationStream(DEMO_SITE_ID, app.digests.email(email)),
        decider: emailReservations.emailReservationDecider,
        metadata: testMetadata,
        command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId },
      });
      if (!events[0]) throw new Error(`${email} was not reserved`);
      return events[0].id;
    },
    async registerUser(user: Pick<NewUser, 'userId' | 'email'> & Partial<NewUser>) {
      await handleCommand({
        store: app.store,
        stream: userStream(user.userId),
        decider: users.userDecider,
        metadata: testMetadata,
        command: {
          type: 'RegisterUser',
          user: {
            siteId: DEMO_SITE_ID,
            role: 'user',
            firstName: 'Pat',
            lastName: 'Lee',
            startedOn: '2026-01-01',
            passwordHash: '$argon2id$x',
            ...user,
          },
        },
      });
    },
  } as { -readonly [K in keyof SeededApp]: SeededApp[K] }; // the rest filled in by beforeAll, before any test reads it
  beforeAll(async () => {
    app.database = await createSeededDatabase({ now, prefix });
    app.pool = new pg.Pool({ connectionString: app.database.url, max: poolSize });
    app.store = await openAppStore(app.pool);
    app.digests = await digestsFor(app.pool);
    app.db = createReadModelDb(app.pool);
    app.waiter = PositionWaiter.start({ db: app.db, store: app.store, databaseUrl: app.database.url });
  }, 60_000);
  afterAll(async () => {
    await app.waiter?.close();
    await app.store?.close();
    await app.db?.destroy();
    await app.pool?.end().catch(() => undefined);
    await app.database?.drop();
  });
  return app;
}

/** Polls `read` until `done` holds or the deadline passes (then returns the last value); never a fixed sleep. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls a condition until it holds; fails naming `what` after the deadline. Never a fixed sleep. */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A logger that says nothing. */
export const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
