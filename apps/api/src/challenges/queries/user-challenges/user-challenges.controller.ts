import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { userChallengeNotFound } from '@wellway/domain';
import { findUserChallenge, friendIdsOf, listUserChallenges, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { Endpoint } from '../../../http/endpoint.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { userChallengeResponse } from '../../user-challenge-response.js';
import {
  ChallengeableFriendsAnswer,
  ChallengeableFriendsQueryDto,
  OneUserChallengeAnswer,
  UserChallengesAnswer,
  UserChallengesQueryDto,
} from './user-challenges.dto.js';

/** Spec 2 §7 Challenges: GET /user_challenges (filter active or completed, page_size 20, +20 per "show more"). */
@Controller('user_challenges')
@RequirePermission('challenges.view')
export class UserChallengesController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  @ReadsFrom('user_challenges')
  @Endpoint({ summary: "The signed-in person's challenges: active, or completed (history)", response: UserChallengesAnswer })
  async index(@User() user: CurrentUser, @Query() query: UserChallengesQueryDto) {
    const { filter, page_size: pageSize, page } = query;
    const { rows, total } = await listUserChallenges(this.db, { userId: user.id, siteId: user.siteId, filter, pageSize, page });
    return list(
      rows.map((row) => userChallengeResponse(row, user.id)),
      { total_records: total, page, page_size: pageSize },
    );
  }

  /** The friends one may challenge (select-user flow), matched on first or last name, case-insensitive (spec 2 §5). */
  @Get('friends')
  @ReadsFrom('user_challenges')
  @Endpoint({ summary: 'Friends the signed-in person can challenge', response: ChallengeableFriendsAnswer })
  async friends(@User() user: CurrentUser, @Query() query: ChallengeableFriendsQueryDto) {
    const ids = await friendIdsOf(this.db, user.id);
    if (ids.length === 0) return list([]);
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', ids)
      .where('site_id', '=', user.siteId)
      .where('deleted_at', 'is', null)
      .orderBy('first_name')
      .orderBy('last_name')
      .execute();
    const needle = (query.query ?? '').trim().toLowerCase();
    const matches = rows.filter(
      (row) => needle === '' || row.first_name.toLowerCase().includes(needle) || row.last_name.toLowerCase().includes(needle),
    );
    return list(matches.map((row) => ({ ...row, full_name: `${row.first_name} ${row.last_name}` })));
  }

  /** Opened by a link (`/challenges/active?challenge_id=…`): a missing one is 'This challenge no longer exists.' */
  @Get(':id')
  @ReadsFrom('user_challenges')
  @Endpoint({ summary: 'One challenge of the signed-in person', response: OneUserChallengeAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    const row = await findUserChallenge(this.db, user.siteId, id);
    if (!row || (row.sender_id !== user.id && row.receiver_id !== user.id)) throw userChallengeNotFound();
    return one(userChallengeResponse(row, user.id));
  }
}
