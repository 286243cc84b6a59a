import type pg from 'pg';

const guarded = new WeakSet<pg.Pool>();

/**
 * A connection that fails (server restart, pg_terminate_backend) emits 'error': on the pool while
 * idle, on the client while checked out between queries (pg-pool removes its own listener then).
 * Unheard, either event ends the process. The query using the connection fails anyway and says
 * why, so these listeners stay silent; the pool replaces the connection. Safe to call twice.
 */
export function guardPool(pool: pg.Pool): pg.Pool {
  if (guarded.has(pool)) return pool;
  guarded.add(pool);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
