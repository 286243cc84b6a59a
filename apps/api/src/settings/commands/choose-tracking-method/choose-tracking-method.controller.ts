import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { requireEditableAccount } from '../../account-access.js';
import { ChangeUser } from '../../change-user.js';

import { TrackingBodyDto, TrackingMethodAnswer } from './choose-tracking-method.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** PUT /users/{id}/tracking_method: Settings → Tracking Method. */
@Controller('users')
export class ChooseTrackingMethodController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id/tracking_method')
  @Endpoint({ summary: 'Choose how an account tracks activity', response: TrackingMethodAnswer })
  async choose(@User() actor: CurrentUser, @Param('id') id: string, @Body() body: TrackingBodyDto, @CorrelationId() correlationId: string) {
    requireEditableAccount(actor, id);
    const { active_device } = body;
    const result = await this.commands.execute(
      new ChangeUser({
        actor,
        userId: id,
        command: { type: 'ChooseTrackingMethod', userId: id, activeDevice: active_device },
        correlationId,
      }),
    );
    return written({ active_device }, result.position);
  }
}
