import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { actorById } from '@wellway/event-store';
import type { UserRow } from '@wellway/read-models';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { Handoffs, type Handoff } from '../../../users/impersonation.js';

/** A single sign-on of a user whose site's identity provider vouched for them. */
export class SignOn extends ApiCommand<{ user: UserRow; correlationId: string }, Handoff>() {}

/** Recorded as a sign-in of the user; the handoff session is claimed once by the browser. */
@CommandHandler(SignOn)
export class SignOnHandler implements ICommandHandler<SignOn> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(Handoffs) private readonly handoffs: Handoffs,
  ) {}

  async execute({ user, correlationId }: SignOn): Promise<Handoff> {
    const { position } = await this.commands.onUser(
      user.id,
      { type: 'RecordSignIn', userId: user.id, siteId: user.site_id, staySignedIn: false },
      { actor: actorById(user.id), siteId: user.site_id, correlationId },
    );
    return { token: await this.handoffs.open(user, null), position };
  }
}
