/**
 * Subjects' keys a reader has fetched, kept briefly in memory: a bounded LRU with a short TTL, so
 * a destroyed key stops being usable within `ttlMs` in every process, and a replay asks the key
 * store once per page for the subjects it has not seen lately. `null` remembers a missing key.
 */
export class KeyCache {
  private readonly entries = new Map<string, { readonly key: Buffer | null; readonly expires: number }>();

  constructor(
    private readonly capacity = 4_096,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached key, `null` for a key known to be missing, `undefined` when not cached (or expired). */
  get(subject: string): Buffer | null | undefined {
    const entry = this.entries.get(subject);
    if (!entry) return undefined;
    this.entries.delete(subject);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(subject, entry); // most recently used last
    return entry.key;
  }

  set(subject: string, key: Buffer | null): void {
    this.entries.delete(subject);
    this.entries.set(subject, { key, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(subject: string): void {
    this.entries.delete(subject);
  }

  get size(): number {
    return this.entries.size;
  }
}
