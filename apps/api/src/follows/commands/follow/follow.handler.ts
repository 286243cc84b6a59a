import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { followDecider, followStream } from '@wellway/domain';
import type { Follow } from '@wellway/contracts';
import { findUserById, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { followResponse } from '../../follow-view.js';
import { personId } from '../../../http/person-id.js';

export interface FollowResult {
  readonly follow: Follow;
  readonly position: bigint | null;
  /** A new follow (201), or the standing one (200). */
  readonly created: boolean;
}

/** POST /follows: follow a live person of one's own site. */
export class FollowUserCommand extends ApiCommand<{ user: CurrentUser; followeeId: string; correlationId: string }, FollowResult>() {}

/** Many follows of one pair at once each re-decide on a conflict: let them all land (one appends, the rest find it). */
const PAIR_ATTEMPTS = 25;

@CommandHandler(FollowUserCommand)
export class FollowUserHandler implements ICommandHandler<FollowUserCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, followeeId: id, correlationId }: FollowUserCommand): Promise<FollowResult> {
    const followeeId = personId(id);
    const followee = await findUserById(this.db, followeeId);
    const command = {
      type: 'FollowUser',
      siteId: user.siteId,
      followerId: user.id,
      followeeId,
      followeeSiteId: followee?.site_id ?? null,
      at: this.config.now().toISOString(),
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(followStream(user.id, followeeId), followDecider, command, by, { maxAttempts: PAIR_ATTEMPTS });
    // The decider refused anyone else, so the followee is the live person found above.
    const { first_name, last_name, image_url } = followee!;
    return {
      created: result.events.length > 0,
      position: result.position,
      follow: followResponse({
        followee_id: followeeId,
        follower_id: user.id,
        full_name: `${first_name} ${last_name}`.trim(),
        image_url,
        followed_at: command.at,
      }),
    };
  }
}
