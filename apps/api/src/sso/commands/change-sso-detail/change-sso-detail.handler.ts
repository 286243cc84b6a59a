import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ssoDetailDecider, ssoDetailStream, type SsoDetailCommand, type SsoDetailEvent } from '@wellway/domain';
import type { HandleCommandResult } from '@wellway/event-store';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

export type ChangeSsoDetailResult = HandleCommandResult<SsoDetailEvent, ReturnType<typeof ssoDetailDecider.initialState>>;

/** Create, update or delete one of a site's single sign-on details (spec 3 §7). */
export class ChangeSsoDetail extends Command<ChangeSsoDetailResult> {
  constructor(
    readonly actor: CurrentUser,
    readonly siteId: string,
    readonly command: SsoDetailCommand,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(ChangeSsoDetail)
export class ChangeSsoDetailHandler implements ICommandHandler<ChangeSsoDetail> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  execute({ actor, siteId, command, correlationId }: ChangeSsoDetail): Promise<ChangeSsoDetailResult> {
    const id = command.type === 'DeleteSsoDetail' ? command.ssoDetailId : command.detail.ssoDetailId;
    return this.commands.run(ssoDetailStream(id), ssoDetailDecider, command, { actor, siteId, correlationId });
  }
}
