import { Controller, Delete, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { userStream, users } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { findUserById, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../http/current-user.js';
import { positionMeta } from '../../http/envelope.js';
import { correlationIdOf, metadataFor } from '../../http/metadata.js';
import { RequirePermission } from '../../http/require-permission.js';
import { isUuid } from '../../http/validation.js';
import { SessionCache } from '../../identity/session-cache.js';
import { EVENT_STORE, READ_DB } from '../../infrastructure/tokens.js';
import { userNotFound } from '../queries/users.controller.js';
import { ApiDoc } from '../../http/api-doc.js';

/** DELETE /users/{id} (masters): a UserDeleted event; the user's sessions end at once. */
@Controller('users')
export class DeleteUserController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  @Delete(':id')
  @RequirePermission('users.delete')
  @ApiDoc('Delete a user (ends their sessions)', { errors: [422] })
  async destroy(@User() user: CurrentUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    if (!isUuid(id)) throw userNotFound();
    const target = await findUserById(this.db, id);
    if (!target) throw userNotFound();
    const result = await handleCommand({
      store: this.store,
      stream: userStream(id),
      decider: users.userDecider,
      command: { type: 'DeleteUser', userId: id, actorId: user.id },
      metadata: metadataFor({ actor: user, siteId: target.site_id, correlationId: correlationIdOf(request) }),
    });
    await this.sessions.endUserSessions(id);
    return { data: { id, deleted: true }, meta: positionMeta(result.position) };
  }
}
