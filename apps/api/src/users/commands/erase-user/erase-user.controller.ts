import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { RecordId } from '../../../http/validation.js';
import { userNotFound } from '../../../http/not-found.js';
import { EraseUser } from './erase-user.handler.js';
import { UserErasedAnswer } from './erase-user.dto.js';

/** DELETE /users/{id} (masters, spec 3 §9 "Do you want to remove this user ({name})?"): erases the user. */
@Controller('users')
export class EraseUserController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequirePermission('users.delete')
  @Endpoint({
    summary: 'Erase a user: their sessions end, their personal data is destroyed (a master cannot be erased)',
    response: UserErasedAnswer,
    errors: [422],
  })
  async destroy(@User() user: CurrentUser, @Param('id', RecordId(userNotFound)) id: string, @CorrelationId() correlationId: string) {
    const result = await this.commands.execute(new EraseUser({ actor: user, userId: id, correlationId }));
    return written({ id, deleted: true }, result.position);
  }
}
