import { Body, Controller, Inject, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type AuthenticatedRequest, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { requireEditableAccount } from '../../account-access.js';
import { SaveUser } from './save-user.handler.js';

import { SaveUserBodyDto, UserSavedAnswer } from './save-user.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** PUT /users/{id}: Settings → Personal (and a master's user edit). */
@Controller('users')
export class SaveUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id')
  @Endpoint({ summary: 'Save the personal settings of an account', response: UserSavedAnswer })
  async save(@User() actor: CurrentUser, @Param('id') id: string, @Body() body: SaveUserBodyDto, @Req() request: AuthenticatedRequest) {
    requireEditableAccount(actor, id);
    const input = body;
    const result = await this.commands.execute(
      new SaveUser({ actor, userId: id, body: input, sessionTokenHash: request.sessionTokenHash, correlationId: correlationIdOf(request) }),
    );
    return written({ id }, result.position);
  }
}
