import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  friendInvitations,
  friendInvitationStream,
  friends,
  friendshipStream,
  onlyTheFriendeeAnswers,
  type FriendInvitationCommand,
  type FriendshipCommand,
} from '@wellway/domain';
import { findFriendship, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { FriendMailLimit } from '../../friend-mail-limit.js';
import { friendLabelOf, friendRequestGone } from '../../friends-site.js';

export type FriendshipChange = 'A' | 'D' | 'resend' | 'remove';

/** PUT /friendships/{id} (A, D, resend) and DELETE /friendships/{id}, on a request or friendship the caller is a side of. */
export class ChangeFriendshipCommand extends ApiCommand<
  { user: CurrentUser; friendshipId: string; change: FriendshipChange; correlationId: string },
  Positioned
>() {}

@CommandHandler(ChangeFriendshipCommand)
export class ChangeFriendshipHandler implements ICommandHandler<ChangeFriendshipCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(FriendMailLimit) private readonly mailLimit: FriendMailLimit,
  ) {}

  async execute({ user, friendshipId, change, correlationId }: ChangeFriendshipCommand): Promise<Positioned> {
    const { site } = await this.sites.get(user.siteId);
    const row = await findFriendship(this.db, friendshipId);
    const isSide = row && row.site_id === user.siteId && (row.sender_id === user.id || row.friendee_id === user.id);
    if (!row || !isSide || row.status === 'R') throw friendRequestGone(site);
    // A resend e-mails the other side again (or the invited address).
    if (change === 'resend') await this.mailLimit.count(user);
    const by = { actor: user, siteId: user.siteId, correlationId };
    const base = { friendshipId, userId: user.id, at: this.config.now().toISOString(), friendLabel: friendLabelOf(site) };
    if (row.friendee_id === null) {
      // An invitation to an address: its sender may resend or withdraw it, nothing else.
      if (change === 'A' || change === 'D') throw onlyTheFriendeeAnswers();
      const command: FriendInvitationCommand =
        change === 'resend' ? { type: 'ResendFriendInvitation', ...base } : { type: 'CancelFriendInvitation', ...base };
      const stream = friendInvitationStream(row.sender_id, row.email_digest ?? '');
      return this.commands.run(stream, friendInvitations.friendInvitationDecider, command, by);
    }
    const commandOf: Record<FriendshipChange, FriendshipCommand> = {
      A: { type: 'AcceptFriendRequest', ...base, year: this.sites.year(site) },
      D: { type: 'DeclineFriendRequest', ...base },
      resend: { type: 'ResendFriendRequest', ...base },
      remove: { type: 'RemoveFriendship', ...base },
    };
    const stream = friendshipStream(row.sender_id, row.friendee_id);
    return this.commands.run(stream, friends.friendshipDecider, commandOf[change], by, { maxAttempts: 10 });
  }
}
