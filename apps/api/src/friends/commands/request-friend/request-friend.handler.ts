import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  friendInvitations,
  friendInvitationStream,
  friends,
  friendshipStream,
  normaliseEmail,
  type PersonalDigests,
} from '@wellway/domain';
import type { Friendship } from '@wellway/contracts';
import { findUserByEmail, findUserById, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { userNotFound } from '../../../http/not-found.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, PERSONAL_DIGESTS, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { FriendMailLimit } from '../../friend-mail-limit.js';
import { friendLabelOf } from '../../friends-site.js';
import { profileOf, type Person } from '../../friendship-view.js';

export interface FriendRequestResult {
  readonly friendship: Friendship;
  readonly position: bigint | null;
  /** A new request or invitation (201), or the existing one (200). */
  readonly created: boolean;
}

/** POST /friendships: to a participant of the same site, or to an address (an invitation when it has no account). */
export class RequestFriendCommand extends ApiCommand<
  { user: CurrentUser; friendeeId?: string; friendEmail?: string; correlationId: string },
  FriendRequestResult
>() {}

/** Many requests on one pair at once (both ways) each re-decide on a conflict: let them all land. */
const PAIR_ATTEMPTS = 25;

@CommandHandler(RequestFriendCommand)
export class RequestFriendHandler implements ICommandHandler<RequestFriendCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(PERSONAL_DIGESTS) private readonly digests: PersonalDigests,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(FriendMailLimit) private readonly mailLimit: FriendMailLimit,
  ) {}

  async execute({ user, friendeeId, friendEmail, correlationId }: RequestFriendCommand): Promise<FriendRequestResult> {
    const me = await findUserById(this.db, user.id);
    if (!me) throw userNotFound();
    if (friendeeId !== undefined) {
      const friendee = await findUserById(this.db, friendeeId);
      // Another site's people are not found (tenancy).
      if (!friendee || friendee.site_id !== user.siteId) throw userNotFound();
      return this.request(user, me, friendee, correlationId);
    }
    const email = normaliseEmail(friendEmail ?? '');
    const known = await findUserByEmail(this.db, user.siteId, email);
    if (known) return this.request(user, me, known, correlationId);
    return this.invite(user, me, email, correlationId);
  }

  private async request(user: CurrentUser, me: Person, friendee: Person, correlationId: string): Promise<FriendRequestResult> {
    const { site } = await this.sites.get(user.siteId);
    const command = {
      type: 'RequestFriend',
      friendshipId: randomUUID(),
      siteId: user.siteId,
      senderId: user.id,
      friendeeId: friendee.id,
      at: this.config.now().toISOString(),
      year: this.sites.year(site),
      friendLabel: friendLabelOf(site),
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(friendshipStream(user.id, friendee.id), friends.friendshipDecider, command, by, {
      maxAttempts: PAIR_ATTEMPTS,
    });
    const current = result.state.current ?? { friendshipId: command.friendshipId, senderId: user.id, status: 'P' as const };
    const created = result.events.some((event) => event.type === 'FriendRequested');
    return {
      created,
      position: result.position,
      friendship: {
        id: current.friendshipId,
        status: current.status,
        sender_id: current.senderId,
        friendee_id: friendee.id,
        friendee: profileOf(friendee),
        friender: profileOf(me),
        friend_email: null,
        inverse_friendship_id: null,
        resend: false,
        updated_at: command.at,
      },
    };
  }

  private async invite(user: CurrentUser, me: Person, email: string, correlationId: string): Promise<FriendRequestResult> {
    // An invitation e-mails an outside address: counted, so the site cannot be used to mail strangers.
    await this.mailLimit.count(user);
    const emailDigest = this.digests.email(email);
    const command = {
      type: 'InviteFriend',
      friendshipId: randomUUID(),
      siteId: user.siteId,
      senderId: user.id,
      emailDigest,
      friendEmail: email,
      at: this.config.now().toISOString(),
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(
      friendInvitationStream(user.id, emailDigest),
      friendInvitations.friendInvitationDecider,
      command,
      by,
      { maxAttempts: PAIR_ATTEMPTS },
    );
    return {
      created: result.events.length > 0,
      position: result.position,
      friendship: {
        id: result.state.open?.friendshipId ?? command.friendshipId,
        status: 'P',
        sender_id: user.id,
        friendee_id: null,
        friendee: null,
        friender: profileOf(me),
        friend_email: email,
        inverse_friendship_id: null,
        resend: false,
        updated_at: command.at,
      },
    };
  }
}
