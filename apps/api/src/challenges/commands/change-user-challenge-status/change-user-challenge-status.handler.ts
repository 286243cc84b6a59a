import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  deterministicId,
  DomainError,
  userChallengeNotFound,
  userChallenges,
  userChallengeStream,
  type UserChallengeState,
  type UserChallengeStatusChange,
} from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import type { ApiConfig } from '../../../config.js';
import { CONFIG, EVENT_STORE } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { ChallengeSlots } from '../../challenge-slots.js';

export class ChangeChallengeStatus extends ApiCommand<
  { user: CurrentUser; userChallengeId: string; status: UserChallengeStatusChange; correlationId: string },
  Positioned & { readonly state: UserChallengeState }
>() {}

/**
 * PUT status: accept, decline, cancel, complete. The sides that are done give their slot back at
 * once (the challenges worker does it too, should this process stop in between).
 */
@CommandHandler(ChangeChallengeStatus)
export class ChangeChallengeStatusHandler implements ICommandHandler<ChangeChallengeStatus> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(ChallengeSlots) private readonly slots: ChallengeSlots,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, userChallengeId, status, correlationId }: ChangeChallengeStatus) {
    const { site } = await this.sites.get(user.siteId);
    const stream = userChallengeStream(userChallengeId);
    const known = await aggregateStream(this.store, stream, userChallenges.userChallengeDecider);
    // Another site's challenge answers as a missing one.
    if (known.state.status !== 'none' && known.state.siteId !== user.siteId) throw userChallengeNotFound();
    const now = this.config.now().toISOString();
    const by = { actor: user, siteId: user.siteId, correlationId };
    const command = {
      type: 'ChangeUserChallengeStatus' as const,
      userChallengeId,
      userId: user.id,
      status,
      now,
      today: this.sites.today(site),
    };
    try {
      const result = await this.commands.run(stream, userChallenges.userChallengeDecider, command, by, { known });
      await this.releaseDoneSides(result.state, userChallengeId, by);
      return { position: result.position, state: result.state };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'challenge_expired') await this.expire(userChallengeId, now, by);
      throw error;
    }
  }

  /**
   * A challenge past its time that its expiry job has not expired yet (a job that ran out of
   * retries): expire it here, with the job's own event id, so it leaves the active list once.
   */
  private async expire(userChallengeId: string, now: string, by: { actor: CurrentUser; siteId: string; correlationId: string }) {
    const result = await this.commands.run(
      userChallengeStream(userChallengeId),
      userChallenges.userChallengeDecider,
      { type: 'ExpireUserChallenge', userChallengeId, now },
      by,
      { eventId: () => deterministicId('user-challenge-expired', userChallengeId) },
    );
    await this.releaseDoneSides(result.state, userChallengeId, by);
  }

  /** The sides that are done give their slot back at once. */
  private async releaseDoneSides(
    state: UserChallengeState,
    userChallengeId: string,
    by: { actor: CurrentUser; siteId: string; correlationId: string },
  ) {
    const done = userChallenges.sidesDone(state);
    await Promise.all(done.map((userId) => this.slots.release(userId, state.siteId, userChallengeId, by)));
  }
}
