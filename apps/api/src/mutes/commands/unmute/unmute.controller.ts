import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { unmuted } from '@wellway/contracts';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { answer } from '../../../http/answer.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { personId } from '../../../http/person-id.js';
import { UnmuteUserCommand } from './unmute.handler.js';

export class UnmutedAnswer extends answer(unmuted) {}

/** DELETE /mutes/{user_id}: `user_id` is the muted person's. */
@Controller('mutes')
@RequirePermission('settings.view')
export class UnmuteController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':user_id')
  @Endpoint({ summary: 'Unmute a person (their id); not muting them already is no error', response: UnmutedAnswer })
  async destroy(@User() user: CurrentUser, @Param('user_id') id: string, @CorrelationId() correlationId: string) {
    const mutedId = personId(id);
    const { position } = await this.commands.execute(new UnmuteUserCommand({ user, mutedId, correlationId }));
    return written({ id: mutedId }, position);
  }
}
