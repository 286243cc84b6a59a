import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { announcementDecider, announcementStream, type AnnouncementEvent, type AnnouncementSender } from '@wellway/domain';
import { aggregateStream, type EventStore, type HandleCommandResult } from '@wellway/event-store';
import { locationLineage, topLevelLocationOf, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';

export type ChangeAnnouncementsResult = HandleCommandResult<AnnouncementEvent, ReturnType<typeof announcementDecider.initialState>>;

/** Send an announcement to a site's participants (all, or one location and those under it). */
export class SendAnnouncement extends ApiCommand<
  { user: CurrentUser; siteId: string; announcementId: string; message: string; locationId: string | null; correlationId: string },
  ChangeAnnouncementsResult
>() {}

/** Delete an announcement for all participants. */
export class DeleteAnnouncement extends ApiCommand<
  { user: CurrentUser; siteId: string; announcementId: string; correlationId: string },
  ChangeAnnouncementsResult
>() {}

/** Looks up what the decider needs (the sender's region, the location's lineage), then decides. */
abstract class AnnouncementHandler {
  constructor(
    @Inject(CommandRunner) protected readonly commands: CommandRunner,
    @Inject(READ_DB) protected readonly db: Kysely<Database>,
    @Inject(CONFIG) protected readonly config: ApiConfig,
    @Inject(EVENT_STORE) protected readonly store: EventStore,
  ) {}

  protected async sender(user: CurrentUser): Promise<AnnouncementSender> {
    const topLevelLocationId = user.role === 'regional_coordinator' ? await topLevelLocationOf(this.db, user.siteId, user.id) : null;
    return { userId: user.id, role: user.role, topLevelLocationId };
  }

  protected lineage(siteId: string, locationId: string | null): Promise<string[]> {
    return locationId === null ? Promise.resolve([]) : locationLineage(this.db, siteId, locationId);
  }
}

@CommandHandler(SendAnnouncement)
export class SendAnnouncementHandler extends AnnouncementHandler implements ICommandHandler<SendAnnouncement> {
  async execute({
    user,
    siteId,
    announcementId,
    message,
    locationId,
    correlationId,
  }: SendAnnouncement): Promise<ChangeAnnouncementsResult> {
    const [sender, lineage] = await Promise.all([this.sender(user), this.lineage(siteId, locationId)]);
    const command = {
      type: 'SendAnnouncement',
      announcementId,
      siteId,
      message,
      locationId,
      lineage,
      sender,
      at: this.config.now().toISOString(),
    } as const;
    return this.commands.run(announcementStream(announcementId), announcementDecider, command, { actor: user, siteId, correlationId });
  }
}

@CommandHandler(DeleteAnnouncement)
export class DeleteAnnouncementHandler extends AnnouncementHandler implements ICommandHandler<DeleteAnnouncement> {
  async execute({ user, siteId, announcementId, correlationId }: DeleteAnnouncement): Promise<ChangeAnnouncementsResult> {
    // Where it went, from its own stream (the read model may not have it yet); another site's names nothing.
    const stream = announcementStream(announcementId);
    const known = await aggregateStream(this.store, stream, announcementDecider);
    const locationId = known.state.siteId === siteId ? known.state.locationId : null;
    const [sender, lineage] = await Promise.all([this.sender(user), this.lineage(siteId, locationId)]);
    const command = { type: 'DeleteAnnouncement', announcementId, siteId, sender, lineage, at: this.config.now().toISOString() } as const;
    return this.commands.run(stream, announcementDecider, command, { actor: user, siteId, correlationId }, { known });
  }
}
