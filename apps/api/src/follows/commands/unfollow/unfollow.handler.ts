import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { followDecider, followStream } from '@wellway/domain';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

/** DELETE /follows/{id}: stop following the person `followeeId` (nothing to do when not following). */
export class UnfollowUserCommand extends ApiCommand<{ user: CurrentUser; followeeId: string; correlationId: string }, Positioned>() {}

@CommandHandler(UnfollowUserCommand)
export class UnfollowUserHandler implements ICommandHandler<UnfollowUserCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, followeeId, correlationId }: UnfollowUserCommand): Promise<Positioned> {
    const command = { type: 'UnfollowUser', followerId: user.id, followeeId, at: this.config.now().toISOString() } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    return this.commands.run(followStream(user.id, followeeId), followDecider, command, by, { maxAttempts: 10 });
  }
}
