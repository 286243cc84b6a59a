export * from './port.js';
export { ConcurrencyConflictError, DuplicateEventIdError } from './errors.js';
export { actorById, metadataFor, SCHEMA_VERSION, type Actor, type MetadataInput } from './metadata.js';
export type { Upcaster, Upcasters } from './upcasting.js';
export {
  aggregateStream,
  handleCommand,
  type AggregatedStream,
  type CommandDecider,
  type DecidedEvent,
  type HandleCommandOptions,
  type HandleCommandResult,
} from './command-handler.js';
export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
export { ensureSchema } from './postgres/schema.js';
export { EVENTS_CHANNEL } from './postgres/append.js';
export type { LiveOptions } from './postgres/subscribe.js';
export { createKurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb/kurrentdb-event-store.js';
export { createEventStore, type CreateEventStoreOptions } from './create-event-store.js';
export { StreamStateCache, type KnownState } from './stream-state-cache.js';
export {
  SubjectErasedError,
  type KeyStore,
  type PersonalDataPolicy,
  type PersonalDataRule,
  type PersonalDataRules,
} from './personal-data/port.js';
export { createPostgresKeyStore, ensureKeyStoreSchema } from './personal-data/postgres-key-store.js';
export {
  sealPersonalData,
  sealingCountersOf,
  type SealingCounters,
  type SealingEventStore,
  type SealPersonalDataOptions,
} from './personal-data/seal-personal-data.js';
export { keyedHash, loadKeyedHash, type KeyedHash } from './personal-data/keyed-hash.js';
export { createMemoryKeyStore } from './personal-data/memory-key-store.js';
export { findEventWrittenBeforeSealing, OutdatedEventLogError, SEALED_SCHEMA_VERSION } from './personal-data/outdated-log.js';
