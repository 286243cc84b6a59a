import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { muteDecider, muteStream } from '@wellway/domain';
import type { Mute } from '@wellway/contracts';
import { findUserById, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { muteResponse } from '../../mute-view.js';

export interface MuteResult {
  readonly mute: Mute;
  readonly position: bigint | null;
  /** A new mute (201), or the standing one (200). */
  readonly created: boolean;
}

/** POST /mutes: mute a live person of one's own site (they are not told). */
export class MuteUserCommand extends ApiCommand<{ user: CurrentUser; mutedId: string; correlationId: string }, MuteResult>() {}

/** Many mutes of one pair at once each re-decide on a conflict: let them all land (one appends, the rest find it). */
const PAIR_ATTEMPTS = 25;

@CommandHandler(MuteUserCommand)
export class MuteUserHandler implements ICommandHandler<MuteUserCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, mutedId, correlationId }: MuteUserCommand): Promise<MuteResult> {
    const muted = await findUserById(this.db, mutedId);
    const command = {
      type: 'MuteUser',
      siteId: user.siteId,
      muterId: user.id,
      mutedId,
      mutedSiteId: muted?.site_id ?? null,
      at: this.config.now().toISOString(),
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(muteStream(user.id, mutedId), muteDecider, command, by, { maxAttempts: PAIR_ATTEMPTS });
    // The decider refused anyone else, so the muted person is the live person found above.
    const { first_name, last_name, image_thumbnail_url } = muted!;
    return {
      created: result.events.length > 0,
      position: result.position,
      mute: muteResponse({
        muted_id: mutedId,
        full_name: `${first_name} ${last_name}`.trim(),
        image_url: image_thumbnail_url,
        // Muting again answers the standing mute, dated as GET /mutes lists it.
        muted_at: result.state.muted?.mutedAt ?? command.at,
      }),
    };
  }
}
