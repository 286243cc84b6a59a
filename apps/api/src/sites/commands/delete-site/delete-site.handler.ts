import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { siteStream, sites } from '@wellway/domain';
import { handleCommand, type EventStore, metadataFor } from '@wellway/event-store';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CONFIG, EVENT_STORE } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../site-directory.js';
import { SiteUrlReservations } from '../../site-url-reservations.js';

/** DELETE /sites/{id}: a soft delete, recorded as SiteDeleted; the site's URLs are released. */
export class DeleteSite extends Command<{ position: bigint | null }> {
  constructor(
    readonly user: CurrentUser,
    readonly siteId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteSite)
export class DeleteSiteHandler implements ICommandHandler<DeleteSite> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, siteId, correlationId }: DeleteSite): Promise<{ position: bigint | null }> {
    const metadata = metadataFor({ actor: user, siteId, correlationId });
    const result = await handleCommand({
      store: this.store,
      stream: siteStream(siteId),
      decider: sites.siteDecider,
      command: { type: 'DeleteSite', siteId, deletedAt: this.config.now().toISOString(), actorSiteId: user.siteId },
      metadata,
    });
    this.sites.forget(siteId);
    // A deleted site resolves no host: its URLs are free for another site.
    await new SiteUrlReservations(this.store, siteId, metadata).release(result.state.urls);
    return { position: result.position };
  }
}
