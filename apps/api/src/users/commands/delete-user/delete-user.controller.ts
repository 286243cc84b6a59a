import { Controller, Delete, Inject, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { DeleteUser } from './delete-user.handler.js';
import { ApiDoc } from '../../../http/api-doc.js';
import { userNotFound } from '../../../http/not-found.js';

/** DELETE /users/{id} (masters): a UserDeleted event; the user's sessions end at once. */
@Controller('users')
export class DeleteUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequirePermission('users.delete')
  @ApiDoc('Delete a user (ends their sessions)', { errors: [422] })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    if (!isUuid(id)) throw userNotFound();
    const result = await this.commands.execute(new DeleteUser(user, id, correlationIdOf(request)));
    return { data: { id, deleted: true }, meta: positionMeta(result.position) };
  }
}
