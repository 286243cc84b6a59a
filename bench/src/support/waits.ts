import pg from 'pg';

/**
 * Samples what the database's backends are doing (pg_stat_activity) every `everyMs` during a
 * window: the share of samples per state / wait event tells CPU from locks from WAL flushes.
 */
export class WaitSampler {
  private readonly counts = new Map<string, number>();
  private samples = 0;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async open(databaseUrl: string, database: string): Promise<WaitSampler> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    return new WaitSampler(client, database);
  }

  begin(everyMs = 50): void {
    this.timer = setInterval(() => void this.sample(), everyMs);
  }

  /** Backends seen per activity, averaged over the samples (e.g. `active: CPU` 3.2 = three busy backends). */
  async end(): Promise<Record<string, number>> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 5));
    await this.client.end();
    const sorted = [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
    return Object.fromEntries(sorted.map(([what, count]) => [what, Math.round((count / Math.max(1, this.samples)) * 100) / 100]));
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.timer === null) return;
      const { rows } = await this.client.query<{ what: string; n: number }>(
        `SELECT state || ': ' || coalesce(wait_event_type || '/' || wait_event, 'CPU') AS what, count(*)::int AS n
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND state IS NOT NULL AND state <> 'idle'
         GROUP BY 1`,
        [this.database],
      );
      this.samples++;
      for (const row of rows) this.counts.set(row.what, (this.counts.get(row.what) ?? 0) + row.n);
    } catch {
      // a sample lost (e.g. at the end of the window) changes nothing
    } finally {
      this.busy = false;
    }
  }
}
