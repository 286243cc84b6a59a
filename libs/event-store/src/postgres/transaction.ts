import type pg from 'pg';

/** Runs `work` in one transaction on one pooled connection. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    const rolledBack = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    // A connection that cannot even roll back is broken: destroy it instead of pooling it.
    client.release(rolledBack ? undefined : true);
    throw error;
  }
}
