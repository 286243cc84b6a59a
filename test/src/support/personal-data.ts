import type pg from 'pg';
import { personalDataPolicy, personalDigests, type PersonalDigests } from '@wellway/domain';
import { createEventStore, createPostgresKeyStore, ensureKeyStoreSchema, loadKeyedHash, type EventStore } from '@wellway/event-store';

/** The application's store on `pool`: personal data sealed as the API, projector and workers seal it. */
export function openAppStore(pool: pg.Pool): Promise<EventStore> {
  return createEventStore({ pool, personalData: { policy: personalDataPolicy } });
}

/** The keyed digests the application names e-mail reservation streams and eligibility records by. */
export async function digestsFor(pool: pg.Pool): Promise<PersonalDigests> {
  await ensureKeyStoreSchema(pool);
  return personalDigests(await loadKeyedHash(createPostgresKeyStore(pool)));
}
