import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import type { Kysely } from 'kysely';
import { deleteSession, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { READ_DB } from '../../../infrastructure/tokens.js';

/** The master stops acting as `user`: ImpersonationEnded, and the impersonating session ends. */
export class StopImpersonating extends ApiCommand<
  { user: CurrentUser & { readonly impersonatorId: string }; sessionTokenHash: string; correlationId: string },
  Positioned
>() {}

@CommandHandler(StopImpersonating)
export class StopImpersonatingHandler implements ICommandHandler<StopImpersonating> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ user, sessionTokenHash, correlationId }: StopImpersonating): Promise<Positioned> {
    const command = { type: 'EndImpersonation', userId: user.id, impersonatorId: user.impersonatorId } as const;
    const { position } = await this.commands.onUser(user.id, command, { actor: user, siteId: user.siteId, correlationId });
    await deleteSession(this.db, sessionTokenHash);
    this.sessions.evict(sessionTokenHash);
    return { position };
  }
}
