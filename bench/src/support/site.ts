import { setTimeout as delay } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import pg from 'pg';
import {
  dateInTimeZone,
  deterministicId,
  emailReservations,
  personalDataPolicy,
  personalDigests,
  userEmailReservationStream,
  userStream,
  users,
} from '@wellway/domain';
import {
  createEventStore,
  createPostgresKeyStore,
  handleCommand,
  loadKeyedHash,
  SCHEMA_VERSION,
  type EventMetadata,
  type EventStore,
} from '@wellway/event-store';
import { createReadModelDb, loadCheckpoint, projections, readModelTypes, type Database } from '@wellway/read-models';
import { DEMO_PASSWORD, DEMO_SITE_ID } from '@wellway/ops/dist/demo-seed.js';
import { prepareDatabase } from '@wellway/ops/dist/prepare.js';
import { startProjector } from '@wellway/projector/dist/runner.js';
import { quietPool } from './database.js';
import type { HttpClient } from './http.js';

export const SITE_TIME_ZONE = 'America/New_York';

export interface Participant {
  readonly userId: string;
  readonly email: string;
  /** Session token, sent as `Authorization`. */
  token: string;
}

const quiet = {
  info: () => undefined,
  warn: (message: string) => console.warn(`  projector: ${message}`),
  error: (message: string, fields?: object) => console.error(`  projector: ${message}`, fields),
};

/**
 * The demo site (ops' prepareDatabase) plus `count` participants registered as the demo seed
 * registers people (their e-mail reserved, then UserRegistered, through the real deciders and the
 * sealing store, so their personal fields are sealed with their own key), then projected so the
 * API can sign them in.
 */
export async function seedParticipants(databaseUrl: string, count: number): Promise<Participant[]> {
  await prepareDatabase(databaseUrl, { seed: true });
  const pool = quietPool(new pg.Pool({ connectionString: databaseUrl, max: 8, types: readModelTypes }));
  const store = await createEventStore({ pool, personalData: { policy: personalDataPolicy } });
  const db = createReadModelDb(pool);
  try {
    const digests = personalDigests(await loadKeyedHash(createPostgresKeyStore(pool)));
    const passwordHash = await hash(DEMO_PASSWORD); // one hash for all: argon2 is not what is measured
    const startedOn = `${new Date().getUTCFullYear() - 1}-01-01`;
    const metadata: EventMetadata = {
      actorId: null,
      siteId: DEMO_SITE_ID,
      correlationId: 'bench-seed',
      causationId: null,
      schemaVersion: SCHEMA_VERSION,
    };
    const participants = Array.from({ length: count }, (_, index): Participant => ({
      userId: deterministicId('user', 'bench', String(index)),
      email: `bench-${index}@demo.wellway.test`,
      token: '',
    }));
    await inParallel(participants, 8, async ({ userId, email }, index) => {
      const user = {
        userId,
        siteId: DEMO_SITE_ID,
        email,
        role: 'user' as const,
        firstName: 'Bench',
        lastName: `User ${index}`,
        startedOn,
        passwordHash,
      };
      await handleCommand({
        store,
        stream: userEmailReservationStream(DEMO_SITE_ID, digests.email(email)),
        decider: emailReservations.emailReservationDecider,
        command: { type: 'ReserveUserEmail', siteId: DEMO_SITE_ID, email, userId },
        metadata,
      });
      await handleCommand({
        store,
        stream: userStream(userId),
        decider: users.userDecider,
        command: { type: 'RegisterUser', user },
        metadata,
      });
    });
    const head = await store.headPosition();
    const projector = startProjector({ store, db, pool, logger: quiet, projections });
    try {
      // Every read model, not only users: sign-in also reads the site, and the projections rebuild
      // one at a time, so users can be done while sites is still rebuilding (sign-in then fails).
      if (head !== null) for (const { name } of projections) await reached(store, db, name, head);
    } finally {
      await projector.stop();
    }
    return participants;
  } finally {
    await store.close();
    await db.destroy();
  }
}

/** Waits (up to 60 s) until `projection`'s stored checkpoint has passed `position`. */
async function reached(store: EventStore, db: Kysely<Database>, projection: string, position: bigint): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const stored = await loadCheckpoint(db, projection);
    if (stored && (await store.hasReached(stored.checkpoint, position))) return;
    await delay(50);
  }
  throw new Error(`${projection} did not reach position ${position} within 60 s`);
}

/** Signs every participant in through the API (argon2 verify each: a few at a time). */
export async function signIn(client: HttpClient, participants: readonly Participant[]): Promise<void> {
  await inParallel(participants, 4, async (participant) => {
    const { status, json } = await client.json<{ data?: { auth_key?: string } }>('POST', '/api/users/authenticate', {
      email: participant.email,
      password: DEMO_PASSWORD,
      stay_logged_in: true,
    });
    const token = json.data?.auth_key;
    if (status !== 200 || !token) throw new Error(`Sign-in of ${participant.email} failed: ${status} ${JSON.stringify(json)}`);
    participant.token = token;
  });
}

/** Days a participant may log: the site's years (last year and this one), most recent first, today excluded. */
export function loggableDays(now = new Date()): string[] {
  const today = dateInTimeZone(now, SITE_TIME_ZONE);
  const first = Date.UTC(Number(today.slice(0, 4)) - 1, 0, 1);
  const days: string[] = [];
  for (let at = Date.parse(`${today}T00:00:00Z`) - 86_400_000; at >= first; at -= 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
