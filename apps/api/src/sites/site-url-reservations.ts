import { DomainError, siteUrlReservations, siteUrlReservationStream, urlTakenMessage } from '@wellway/domain';
import { aggregateStream, handleCommand, type EventMetadata, type EventStore } from '@wellway/event-store';

/**
 * The URL reservation streams of one site change (DESIGN.md: set-wide rules use reservation
 * streams appended 'no_stream'). A save first checks every URL it claims, so a URL already taken
 * refuses the save before anything is appended; then it reserves them, appends the site change,
 * and releases the URLs the site dropped. A change that cannot be appended gives back what it
 * reserved.
 */
export class SiteUrlReservations {
  constructor(
    private readonly store: EventStore,
    private readonly siteId: string,
    private readonly metadata: EventMetadata,
  ) {}

  /** 422 for the first URL another site holds; reads only. */
  async check(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const holder = await this.holderOf(url);
      if (holder !== null && holder !== this.siteId) throw new DomainError('validation', 'site_url_taken', urlTakenMessage(url));
    }
  }

  /** Reserves each URL; returns those this call reserved (held ones are skipped). A refusal gives those back first. */
  async reserve(urls: readonly string[]): Promise<string[]> {
    const reserved: string[] = [];
    try {
      for (const url of urls) {
        const result = await this.run('ReserveSiteUrl', url);
        if (result.events.length > 0) reserved.push(url);
      }
    } catch (error) {
      await this.release(reserved);
      throw error;
    }
    return reserved;
  }

  /** Releases each URL this site holds (others change nothing). */
  async release(urls: readonly string[]): Promise<void> {
    for (const url of urls) await this.run('ReleaseSiteUrl', url);
  }

  private async holderOf(url: string): Promise<string | null> {
    return (await aggregateStream(this.store, siteUrlReservationStream(url), siteUrlReservations.siteUrlReservationDecider)).state.holder;
  }

  private run(type: 'ReserveSiteUrl' | 'ReleaseSiteUrl', url: string) {
    return handleCommand({
      store: this.store,
      stream: siteUrlReservationStream(url),
      decider: siteUrlReservations.siteUrlReservationDecider,
      command: { type, url, siteId: this.siteId },
      assumeNewStream: type === 'ReserveSiteUrl',
      metadata: this.metadata,
    });
  }
}
