import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { UserRow } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { Handoffs, type Handoff } from '../../impersonation.js';

/** A master starts acting as a user (the dashboard, or an SSO post with the master's session). */
export class Impersonate extends ApiCommand<{ master: CurrentUser; target: UserRow; correlationId: string }, Handoff>() {}

/** ImpersonationStarted in the user's stream, and a session whose every event names the master. */
@CommandHandler(Impersonate)
export class ImpersonateHandler implements ICommandHandler<Impersonate> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
  ) {}

  async execute({ master, target, correlationId }: Impersonate): Promise<Handoff> {
    const { position } = await this.commands.onUser(
      target.id,
      { type: 'StartImpersonation', userId: target.id, impersonatorId: master.id, impersonatorRole: master.role },
      { actor: master, siteId: target.site_id, correlationId },
    );
    return { token: await this.handoffs.open(target, master.id), position };
  }
}
