import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can } from '@wellway/domain';
import { findUserById, followOf, followsOf, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';
import { userNotFound } from '../../../http/not-found.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { personId } from '../../../http/person-id.js';
import { followResponse } from '../../follow-view.js';
import { FollowsAnswer, OneFollowAnswer } from './follows.dto.js';

export const OWN_FOLLOWS_ONLY = 'You may only see whom you follow.';
export const followNotFound = () => new NotFoundException('Follow not found.');

/** Spec 2 §7 GET /users/{user_id}/follows and GET /follows/{id}. */
@Controller()
@RequirePermission('wall.view')
export class FollowsController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  /** One's own list; a coordinator (or above) may read a person's of their site. */
  @Get('users/:userId/follows')
  @ReadsFrom('follows', 'users')
  @Endpoint({
    summary: 'Whom a person follows, by name (the /following list; my own, or any on my site for a coordinator)',
    response: FollowsAnswer,
  })
  async index(@User() user: CurrentUser, @Param('userId') userId: string) {
    if (userId !== user.id) {
      const person = await findUserById(this.db, personId(userId));
      if (!person || person.site_id !== user.siteId) throw userNotFound();
      if (!can(user.role, 'users.view')) throw new ForbiddenException(OWN_FOLLOWS_ONLY);
    }
    const rows = await followsOf(this.db, { siteId: user.siteId, followerId: userId });
    return list(rows.map(followResponse));
  }

  /** Whether I follow the person `id` (the followed person's id): the follow, or 404. */
  @Get('follows/:id')
  @ReadsFrom('follows', 'users')
  @Endpoint({ summary: 'My follow of a person (their id), or 404 when I do not follow them', response: OneFollowAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    const row = await followOf(this.db, { siteId: user.siteId, followerId: user.id, followeeId: personId(id) });
    if (!row) throw followNotFound();
    return one(followResponse(row));
  }
}
