import { Body, Controller, Delete, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { findUserById, friendshipFor, type Database, type PositionWaiter } from '@wellway/read-models';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { POSITION_WAITER, READ_DB } from '../../../infrastructure/tokens.js';
import { friendshipResponse } from '../../friendship-view.js';
import { ChangeFriendshipCommand } from './change-friendship.handler.js';
import { ChangedFriendshipAnswer, RemovedFriendshipAnswer, UpdateFriendshipBodyDto } from './change-friendship.dto.js';

/** Spec 2 §7 PUT /friendships/{id} (status A, D or resend) and DELETE /friendships/{id}. */
@Controller('friendships')
@RequirePermission('friends.view')
export class ChangeFriendshipController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
  ) {}

  @Put(':id')
  // `min_position`: the request named may be newer than the read model (it was just sent).
  @ReadsFrom('friends')
  @Endpoint({
    summary: 'Accept (A) or decline (D) a request sent to me, or resend (resend) one I sent (resends count against my e-mail limit)',
    response: ChangedFriendshipAnswer,
    errors: [429],
  })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdateFriendshipBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const { position } = await this.commands.execute(
      new ChangeFriendshipCommand({ user, friendshipId: id, change: body.status, correlationId }),
    );
    if (position !== null) await this.waiter.waitFor(['friends'], position, 2_000);
    const [row, me] = await Promise.all([
      friendshipFor(this.db, id, { userId: user.id, siteId: user.siteId }),
      findUserById(this.db, user.id),
    ]);
    const viewer = me ?? { id: user.id, first_name: '', last_name: '' };
    const shown = row ?? {
      id,
      status: 'D' as const,
      sender_id: '',
      friendee_id: null,
      friend: null,
      friend_email: null,
      resent_at: null,
      created_at: '',
      updated_at: '',
    };
    return written(friendshipResponse(shown, viewer), position);
  }

  @Delete(':id')
  @ReadsFrom('friends')
  @Endpoint({ summary: 'Withdraw a request I sent, or remove a friend', response: RemovedFriendshipAnswer })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const { position } = await this.commands.execute(
      new ChangeFriendshipCommand({ user, friendshipId: id, change: 'remove', correlationId }),
    );
    return written({ id }, position);
  }
}
