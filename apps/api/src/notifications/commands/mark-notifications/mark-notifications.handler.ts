import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notifications, userNotificationsStream, type NotificationCommand } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CONFIG, EVENT_STORE } from '../../../infrastructure/tokens.js';

/** Marks the signed-in user's notifications (some, or 'all') as read or as seen. */
export class MarkNotifications extends Command<{ position: bigint | null }> {
  constructor(
    readonly type: NotificationCommand['type'],
    readonly user: CurrentUser,
    readonly ids: 'all' | readonly string[],
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkNotifications)
export class MarkNotificationsHandler implements ICommandHandler<MarkNotifications> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ type, user, ids, correlationId }: MarkNotifications): Promise<{ position: bigint | null }> {
    const result = await handleCommand({
      store: this.store,
      stream: userNotificationsStream(user.id),
      decider: notifications.notificationsDecider,
      command: { type, userId: user.id, ids, at: this.config.now().toISOString() },
      metadata: metadataFor({ actor: user, siteId: user.siteId, correlationId }),
    });
    return { position: result.position };
  }
}
