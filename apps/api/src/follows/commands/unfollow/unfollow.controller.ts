import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { personId } from '../../../http/person-id.js';
import { UnfollowedAnswer } from './unfollow.dto.js';
import { UnfollowUserCommand } from './unfollow.handler.js';

/** Spec 2 §7 DELETE /follows/{id}: `id` is the followed person's. */
@Controller('follows')
@RequirePermission('wall.view')
export class UnfollowController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @Endpoint({ summary: 'Stop following a person (their id); not following them already is no error', response: UnfollowedAnswer })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const followeeId = personId(id);
    const { position } = await this.commands.execute(new UnfollowUserCommand({ user, followeeId, correlationId }));
    return written({ id: followeeId }, position);
  }
}
