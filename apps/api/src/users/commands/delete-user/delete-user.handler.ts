import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

/** DELETE /users/{id} (masters): a UserDeleted event; the user's sessions end at once. */
export class DeleteUser extends Command<{ position: bigint | null }> {
  constructor(
    readonly actor: CurrentUser,
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ actor, userId, correlationId }: DeleteUser): Promise<{ position: bigint | null }> {
    const { position } = await this.commands.onKnownUser(userId, { type: 'DeleteUser', userId, actorId: actor.id }, actor, correlationId);
    await this.sessions.endUserSessions(userId);
    return { position };
  }
}
