import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ssoDetailDecider, ssoDetailStream, type SsoDetailCommand, type SsoDetailEvent } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore, type HandleCommandResult } from '@wellway/event-store';
import type { CurrentUser } from '../../../http/current-user.js';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';

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
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ actor, siteId, command, correlationId }: ChangeSsoDetail): Promise<ChangeSsoDetailResult> {
    return handleCommand({
      store: this.store,
      stream: ssoDetailStream(command.type === 'DeleteSsoDetail' ? command.ssoDetailId : command.detail.ssoDetailId),
      decider: ssoDetailDecider,
      command,
      metadata: metadataFor({ actor, siteId, correlationId }),
    });
  }
}
