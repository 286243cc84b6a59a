import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notifications, userNotificationsStream, type NotificationCommand } from '@wellway/domain';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

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
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ type, user, ids, correlationId }: MarkNotifications): Promise<{ position: bigint | null }> {
    const command = { type, userId: user.id, ids, at: this.config.now().toISOString() };
    const by = { actor: user, siteId: user.siteId, correlationId };
    const { position } = await this.commands.run(userNotificationsStream(user.id), notifications.notificationsDecider, command, by);
    return { position };
  }
}
