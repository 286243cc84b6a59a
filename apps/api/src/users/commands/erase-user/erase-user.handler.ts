import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

/**
 * DELETE /users/{id} (masters): the user's erasure (docs/personal-data.md). Records
 * UserErasureRequested; their sessions end at once; a worker finishes the saga.
 */
export class EraseUser extends ApiCommand<{ actor: CurrentUser; userId: string; correlationId: string }, Positioned>() {}

@CommandHandler(EraseUser)
export class EraseUserHandler implements ICommandHandler<EraseUser> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ actor, userId, correlationId }: EraseUser): Promise<Positioned> {
    const target = await this.commands.knownUser(userId);
    const { position } = await this.commands.eraseUser(
      userId,
      (releases) => ({
        type: 'EraseUser',
        userId,
        requestedBy: { id: actor.id, role: actor.role, siteId: actor.siteId },
        requestedAt: this.config.now().toISOString(),
        releases,
      }),
      { actor, siteId: target.site_id, correlationId },
    );
    await this.sessions.endUserSessions(userId);
    return { position };
  }
}
