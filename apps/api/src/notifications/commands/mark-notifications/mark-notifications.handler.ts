import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { notifications, userNotificationsStream, type NotificationCommand } from '@wellway/domain';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

/** Marks the signed-in user's notifications (some, or 'all') as read or as seen. */
export class MarkNotifications extends ApiCommand<
  { type: NotificationCommand['type']; user: CurrentUser; ids: 'all' | readonly string[]; correlationId: string },
  Positioned
>() {}

@CommandHandler(MarkNotifications)
export class MarkNotificationsHandler implements ICommandHandler<MarkNotifications> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ type, user, ids, correlationId }: MarkNotifications): Promise<Positioned> {
    const command = { type, userId: user.id, ids, at: this.config.now().toISOString() };
    const by = { actor: user, siteId: user.siteId, correlationId };
    const { position } = await this.commands.run(userNotificationsStream(user.id), notifications.notificationsDecider, command, by);
    return { position };
  }
}
