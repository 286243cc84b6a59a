import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { DeleteUser } from './delete-user.handler.js';
import { userNotFound } from '../../../http/not-found.js';
import { UserDeletedAnswer } from './delete-user.dto.js';

/** DELETE /users/{id} (masters): a UserDeleted event; the user's sessions end at once. */
@Controller('users')
export class DeleteUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequirePermission('users.delete')
  @ApiOperation({ summary: 'Delete a user (ends their sessions)' })
  @ApiUnprocessableEntityResponse()
  @ZodResponse({ status: 200, type: UserDeletedAnswer })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    if (!isUuid(id)) throw userNotFound();
    const result = await this.commands.execute(new DeleteUser(user, id, correlationId));
    return { data: { id, deleted: true }, meta: positionMeta(result.position) };
  }
}
