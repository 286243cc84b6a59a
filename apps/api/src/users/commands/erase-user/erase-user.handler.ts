import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

/**
 * DELETE /users/{id} (masters): the user's erasure (docs/personal-data.md). Records
 * UserErasureRequested; their sessions end at once; a worker finishes the saga.
 */
export class EraseUser extends Command<{ position: bigint | null }> {
  constructor(
    readonly actor: CurrentUser,
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ actor, userId, correlationId }: EraseUser): Promise<{ position: bigint | null }> {
    const { position } = await this.commands.onKnownUser(
      userId,
      {
        type: 'EraseUser',
        userId,
        requestedBy: { id: actor.id, role: actor.role, siteId: actor.siteId },
        requestedAt: this.config.now().toISOString(),
      },
      actor,
      correlationId,
    );
    await this.sessions.endUserSessions(userId);
    return { position };
  }
}
