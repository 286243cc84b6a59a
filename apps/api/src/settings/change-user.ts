import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../infrastructure/api-command.js';
import type { UserCommand } from '@wellway/domain';
import type { Actor } from '@wellway/event-store';
import { CommandRunner, type UserCommandResult } from '../infrastructure/command-runner.js';

export type ChangeUserResult = UserCommandResult;

/**
 * One command on an existing user's stream, nothing else to do around it (subscription, tracking
 * method, unsubscribe). The site for the metadata comes from the read model; no user there is 404.
 */
export class ChangeUser extends ApiCommand<
  { actor: Actor | null; userId: string; command: UserCommand; correlationId: string },
  ChangeUserResult
>() {}

@CommandHandler(ChangeUser)
export class ChangeUserHandler implements ICommandHandler<ChangeUser> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  execute({ actor, userId, command, correlationId }: ChangeUser): Promise<ChangeUserResult> {
    return this.commands.onKnownUser(userId, command, actor, correlationId);
  }
}
