import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';

/** The master stops acting as `user`: ImpersonationEnded, and the impersonating session ends. */
export class StopImpersonating extends ApiCommand<
  { user: CurrentUser & { readonly impersonatorId: string }; sessionTokenHash: string; correlationId: string },
  Positioned
>() {}

@CommandHandler(StopImpersonating)
export class StopImpersonatingHandler implements ICommandHandler<StopImpersonating> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ user, sessionTokenHash, correlationId }: StopImpersonating): Promise<Positioned> {
    const command = { type: 'EndImpersonation', userId: user.id, impersonatorId: user.impersonatorId } as const;
    const { position } = await this.commands.onUser(user.id, command, { actor: user, siteId: user.siteId, correlationId });
    await this.sessions.endSession(sessionTokenHash);
    return { position };
  }
}
