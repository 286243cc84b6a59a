import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userGoals, userGoalsStream, type UserGoalCommand } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

export interface ChangeGoalsResult {
  readonly position: bigint | null;
  readonly state: userGoals.UserGoalsState;
}

/** One command on the person's goals stream (their own: the stream is theirs). */
export class ChangeGoals extends ApiCommand<{ command: UserGoalCommand; user: CurrentUser; correlationId: string }, ChangeGoalsResult>() {}

/** Many requests at once for one person retry on the stream's revision; 25 attempts outlast a burst of them. */
const MAX_ATTEMPTS = 25;

@CommandHandler(ChangeGoals)
export class ChangeGoalsHandler implements ICommandHandler<ChangeGoals> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  async execute({ command, user, correlationId }: ChangeGoals): Promise<ChangeGoalsResult> {
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(userGoalsStream(user.id), userGoals.userGoalsDecider, command, by, {
      maxAttempts: MAX_ATTEMPTS,
    });
    return { position: result.position, state: result.state };
  }
}
