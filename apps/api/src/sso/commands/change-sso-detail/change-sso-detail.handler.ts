import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { ssoDetailDecider, ssoDetailStream, type SsoDetailCommand, type SsoDetailEvent } from '@wellway/domain';
import type { HandleCommandResult } from '@wellway/event-store';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

export type ChangeSsoDetailResult = HandleCommandResult<SsoDetailEvent, ReturnType<typeof ssoDetailDecider.initialState>>;

/** Create, update or delete one of a site's single sign-on details (spec 3 §7). */
export class ChangeSsoDetail extends ApiCommand<
  { actor: CurrentUser; siteId: string; command: SsoDetailCommand; correlationId: string },
  ChangeSsoDetailResult
>() {}

@CommandHandler(ChangeSsoDetail)
export class ChangeSsoDetailHandler implements ICommandHandler<ChangeSsoDetail> {
  constructor(@Inject(CommandRunner) private readonly commands: CommandRunner) {}

  execute({ actor, siteId, command, correlationId }: ChangeSsoDetail): Promise<ChangeSsoDetailResult> {
    const id = command.type === 'DeleteSsoDetail' ? command.ssoDetailId : command.detail.ssoDetailId;
    return this.commands.run(ssoDetailStream(id), ssoDetailDecider, command, { actor, siteId, correlationId });
  }
}
