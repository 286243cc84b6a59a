import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { SessionCache } from '../../session-cache.js';

/** POST /users/logout: ends this session only (other devices stay signed in), recorded as a sign-out. */
export class Logout extends ApiCommand<{ user: CurrentUser; sessionTokenHash: string; correlationId: string }, Positioned>() {}

@CommandHandler(Logout)
export class LogoutHandler implements ICommandHandler<Logout> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ user, sessionTokenHash, correlationId }: Logout): Promise<Positioned> {
    await this.sessions.endSession(sessionTokenHash);
    const command = { type: 'RecordSignOut', userId: user.id, siteId: user.siteId } as const;
    const { position } = await this.commands.onUser(user.id, command, { actor: user, siteId: user.siteId, correlationId });
    return { position };
  }
}
