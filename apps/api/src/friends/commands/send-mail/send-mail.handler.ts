import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { friendMailDecider, friendMailStream } from '@wellway/domain';
import { areFriends, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { FriendMailLimit } from '../../friend-mail-limit.js';
import { friendLabelPluralOf } from '../../friends-site.js';

/** POST /send_mail: the message is recorded (sealed, the sender's) and a worker e-mails it. */
export class SendFriendMailCommand extends ApiCommand<
  { user: CurrentUser; recipientId: string; message: string; correlationId: string },
  { mailId: string; position: bigint | null }
>() {}

@CommandHandler(SendFriendMailCommand)
export class SendFriendMailHandler implements ICommandHandler<SendFriendMailCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(FriendMailLimit) private readonly mailLimit: FriendMailLimit,
  ) {}

  async execute({ user, recipientId, message, correlationId }: SendFriendMailCommand) {
    const { site } = await this.sites.get(user.siteId);
    await this.mailLimit.count(user);
    const mailId = randomUUID();
    const command = {
      type: 'MailFriend',
      mailId,
      siteId: user.siteId,
      senderId: user.id,
      recipientId,
      message,
      areFriends: recipientId !== user.id && (await areFriends(this.db, user.id, recipientId)),
      at: this.config.now().toISOString(),
      friendLabelPlural: friendLabelPluralOf(site),
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(friendMailStream(mailId), friendMailDecider, command, by, { assumeNewStream: true });
    return { mailId, position: result.position };
  }
}
