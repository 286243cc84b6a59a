import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream, messaging, type MessagingCommand } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

/** Every messaging command runs on its conversation's stream, recorded for the sender's site. */
export class RunConversationCommand extends ApiCommand<
  { command: MessagingCommand; user: CurrentUser; correlationId: string },
  Positioned
>() {}

@CommandHandler(RunConversationCommand)
export class RunConversationCommandHandler implements ICommandHandler<RunConversationCommand> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  async execute({ command, user, correlationId }: RunConversationCommand): Promise<Positioned> {
    const by = { actor: user, siteId: user.siteId, correlationId };
    const { position } = await this.commands.run(conversationStream(command.conversationId), messaging.conversationDecider, command, by);
    return { position };
  }
}
