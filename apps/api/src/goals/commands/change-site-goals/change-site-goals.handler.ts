import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { siteGoals, siteGoalStream, type SiteGoalCommand } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

/** One command on a catalogue goal's stream, recorded for the administered site. */
export class ChangeSiteGoal extends ApiCommand<
  { command: SiteGoalCommand; siteId: string; user: CurrentUser; correlationId: string },
  { position: bigint | null }
>() {}

@CommandHandler(ChangeSiteGoal)
export class ChangeSiteGoalHandler implements ICommandHandler<ChangeSiteGoal> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  async execute({ command, siteId, user, correlationId }: ChangeSiteGoal): Promise<{ position: bigint | null }> {
    const by = { actor: user, siteId, correlationId };
    const result = await this.commands.run(siteGoalStream(command.goalId), siteGoals.siteGoalDecider, command, by);
    return { position: result.position };
  }
}
