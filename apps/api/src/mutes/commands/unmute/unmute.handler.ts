import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { muteDecider, muteStream } from '@wellway/domain';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

/** DELETE /mutes/{user_id}: unmute the person (nothing to do when not muted). */
export class UnmuteUserCommand extends ApiCommand<{ user: CurrentUser; mutedId: string; correlationId: string }, Positioned>() {}

@CommandHandler(UnmuteUserCommand)
export class UnmuteUserHandler implements ICommandHandler<UnmuteUserCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, mutedId, correlationId }: UnmuteUserCommand): Promise<Positioned> {
    const command = { type: 'UnmuteUser', muterId: user.id, mutedId, at: this.config.now().toISOString() } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    return this.commands.run(muteStream(user.id, mutedId), muteDecider, command, by, { maxAttempts: 10 });
  }
}
