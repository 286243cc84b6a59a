/** Injection tokens: explicit, so dependency injection never relies on emitted type metadata. */
export const CONFIG = Symbol('ApiConfig');
export const PG_POOL = Symbol('PgPool');
export const READ_DB = Symbol('ReadModelDb');
export const EVENT_STORE = Symbol('EventStore');
export const POSITION_WAITER = Symbol('PositionWaiter');
