import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { siteStream, sites } from '@wellway/domain';
import { metadataFor, type EventStore } from '@wellway/event-store';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, EVENT_STORE } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../site-directory.js';
import { SiteUrlReservations } from '../../site-url-reservations.js';

/** DELETE /sites/{id}: a soft delete, recorded as SiteDeleted; the site's URLs are released. */
export class DeleteSite extends ApiCommand<{ user: CurrentUser; siteId: string; correlationId: string }, Positioned>() {}

@CommandHandler(DeleteSite)
export class DeleteSiteHandler implements ICommandHandler<DeleteSite> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  async execute({ user, siteId, correlationId }: DeleteSite): Promise<Positioned> {
    const by = { actor: user, siteId, correlationId };
    const command = { type: 'DeleteSite', siteId, deletedAt: this.config.now().toISOString(), actorSiteId: user.siteId } as const;
    const result = await this.commands.run(siteStream(siteId), sites.siteDecider, command, by);
    this.sites.forget(siteId);
    // A deleted site resolves no host: its URLs are free for another site.
    await new SiteUrlReservations(this.store, siteId, metadataFor(by)).release(result.state.urls);
    return { position: result.position };
  }
}
