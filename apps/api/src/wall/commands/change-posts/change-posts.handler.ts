import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postStream, wall, type WallCommand } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

/** A popular post is liked and reported by many at once: each conflict re-decides, so let a burst settle. */
const POST_ATTEMPTS = 12;

/** Every wall command runs on its post's stream, recorded for the post's site. */
export class RunPostCommand extends ApiCommand<{ command: WallCommand; user: CurrentUser; correlationId: string }, Positioned>() {}

@CommandHandler(RunPostCommand)
export class RunPostCommandHandler implements ICommandHandler<RunPostCommand> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  async execute({ command, user, correlationId }: RunPostCommand): Promise<Positioned> {
    const by = { actor: user, siteId: command.siteId, correlationId };
    const { position } = await this.commands.run(postStream(command.postId), wall.postDecider, command, by, { maxAttempts: POST_ATTEMPTS });
    return { position };
  }
}
