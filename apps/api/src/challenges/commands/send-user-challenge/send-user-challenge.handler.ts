import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  challengeNotFound,
  completeSiteSettings,
  deterministicId,
  userChallenges,
  userChallengeStream,
  type SendUserChallenge,
  type UserChallengeState,
} from '@wellway/domain';
import { areFriends, findChallengeSeenOnSite, findUserById, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { ChallengeSlots } from '../../challenge-slots.js';

export class SendChallenge extends ApiCommand<
  { user: CurrentUser; receiverId: string; challengeId: string; correlationId: string },
  Positioned & { readonly userChallengeId: string; readonly state: UserChallengeState }
>() {}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sends a challenge to a friend: the rules are checked first (pure decide), then a slot is taken
 * on the sender's stream, then on the receiver's (the 5-active rule on both), and only then is the
 * challenge appended. A refused receiver slot gives the sender's back. A crash in between leaves a
 * slot that lapses at the challenge's expiry (slots.ts).
 */
@CommandHandler(SendChallenge)
export class SendChallengeHandler implements ICommandHandler<SendChallenge> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(ChallengeSlots) private readonly slots: ChallengeSlots,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, receiverId, challengeId, correlationId }: SendChallenge) {
    const siteId = user.siteId;
    const [{ site }, receiver, challenge, friends] = await Promise.all([
      this.sites.get(siteId),
      findUserById(this.db, receiverId),
      findChallengeSeenOnSite(this.db, siteId, challengeId),
      areFriends(this.db, user.id, receiverId),
    ]);
    if (!receiver || receiver.site_id !== siteId) throw new NotFoundException('User not found.');
    if (!challenge) throw challengeNotFound();
    const now = this.config.now();
    const days = completeSiteSettings(site.settings).userChallengeDays;
    const command: SendUserChallenge = {
      type: 'SendUserChallenge',
      userChallengeId: randomUUID(),
      siteId,
      senderId: user.id,
      receiverId,
      receiverIsFriend: friends,
      challengeId,
      challengeName: challenge.name,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
      today: this.sites.today(site),
    };
    userChallenges.decide(command, userChallenges.initialState()); // refuses before any slot is taken
    const by = { actor: user, siteId, correlationId };
    const { userChallengeId, expiresAt } = command;
    const slot = { siteId, userChallengeId, expiresAt, now: command.now };
    await this.slots.take({ ...slot, userId: user.id, side: 'sender' }, by);
    try {
      await this.slots.take({ ...slot, userId: receiverId, side: 'receiver' }, by);
    } catch (error) {
      await this.slots.release(user.id, siteId, userChallengeId, by);
      throw error;
    }
    const result = await this.commands.run(userChallengeStream(userChallengeId), userChallenges.userChallengeDecider, command, by, {
      assumeNewStream: true,
      eventId: () => deterministicId('user-challenge-sent', userChallengeId),
    });
    return { userChallengeId, position: result.position, state: result.state };
  }
}
