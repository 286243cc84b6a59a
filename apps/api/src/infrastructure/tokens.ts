/** Injection tokens: explicit, so dependency injection never relies on emitted type metadata. */
export const CONFIG = Symbol('ApiConfig');
export const PG_POOL = Symbol('PgPool');
export const READ_DB = Symbol('ReadModelDb');
export const EVENT_STORE = Symbol('EventStore');
export const POSITION_WAITER = Symbol('PositionWaiter');
/** Subjects' keys for sealing personal data (docs/personal-data.md). */
export const KEY_STORE = Symbol('KeyStore');
/** PersonalDigests: the keyed hashes that stream names and ids are built from instead of personal data. */
export const PERSONAL_DIGESTS = Symbol('PersonalDigests');
