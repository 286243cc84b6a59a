import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can } from '@wellway/domain';
import {
  findUserById,
  friendCounts,
  friendsPage,
  friendshipBetween,
  pendingRequests,
  searchPeople,
  type Database,
} from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';
import { userNotFound } from '../../../http/not-found.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { friendshipResponse } from '../../friendship-view.js';
import {
  FoundPeopleAnswer,
  FriendCountsAnswer,
  FriendSearchQueryDto,
  FriendshipsPageAnswer,
  FriendshipsQueryDto,
  FriendshipStatusAnswer,
} from './friendships.dto.js';

/** How many people a search answers at most. */
const SEARCH_LIMIT = 40;

/** Spec 2 §7 Friends: the lists, the counts, the user search and the friendship status. */
@Controller()
@RequirePermission('friends.view')
export class FriendshipsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get('friendships')
  @ReadsFrom('friends', 'users', 'stats', 'challenges')
  @Endpoint({
    summary: 'My friends (status A: offset, page_size 40, include=stats, sort), or my pending requests (received_requests, sent_requests)',
    response: FriendshipsPageAnswer,
  })
  async index(@User() user: CurrentUser, @Query() query: FriendshipsQueryDto) {
    const me = (await findUserById(this.db, user.id)) ?? { id: user.id, first_name: '', last_name: '' };
    if (query.status !== 'A') {
      const rows = await pendingRequests(this.db, user.id, user.siteId, query.status === 'sent_requests' ? 'sent' : 'received');
      return {
        data: rows.map((row) => friendshipResponse(row, me)),
        meta: { total_records: rows.length, total_pages: 1, page: 1, page_size: 0 },
      };
    }
    const { site } = await this.sites.get(user.siteId);
    const { rows, total } = await friendsPage(this.db, {
      userId: user.id,
      siteId: user.siteId,
      year: this.sites.year(site),
      offset: query.offset,
      pageSize: query.page_size,
      sort: query.sort,
      includeStats: query.include === 'stats',
    });
    const pageSize = query.page_size;
    const meta = {
      total_records: total,
      total_pages: pageSize === 0 ? 1 : Math.max(1, Math.ceil(total / pageSize)),
      page: pageSize === 0 ? 1 : Math.floor(query.offset / pageSize) + 1,
      page_size: pageSize,
    };
    return { data: rows.map((row) => friendshipResponse(row, me)), meta };
  }

  @Get('friendships/count')
  @ReadsFrom('friends', 'users')
  @Endpoint({ summary: 'How many friends I have and how many requests wait each way', response: FriendCountsAnswer })
  async count(@User() user: CurrentUser) {
    return one(await friendCounts(this.db, user.id, user.siteId));
  }

  @Get('friendships/search')
  @ReadsFrom('friends', 'users')
  @Endpoint({
    summary: 'People of my site whose name or e-mail starts with the query, with my friendship with each',
    response: FoundPeopleAnswer,
  })
  async search(@User() user: CurrentUser, @Query() query: FriendSearchQueryDto) {
    return list(await searchPeople(this.db, { userId: user.id, siteId: user.siteId, text: query.query, limit: SEARCH_LIMIT }));
  }

  /** A moderator (coordinator or above) viewing someone who is not their friend sees X (spec 2 §4). */
  @Get('friendship_status/:userId')
  @ReadsFrom('friends', 'users')
  @Endpoint({
    summary: 'My friendship with a person: P, A, null, or X for a moderator viewing another user',
    response: FriendshipStatusAnswer,
  })
  async status(@User() user: CurrentUser, @Param('userId') userId: string) {
    const other = await findUserById(this.db, userId);
    if (!other || other.site_id !== user.siteId) throw userNotFound();
    const none = { user_id: userId, status: null, friendship_id: null, sender_id: null };
    if (userId === user.id) return one(none);
    const current = await friendshipBetween(this.db, user.siteId, user.id, userId);
    if (current)
      return one({ user_id: userId, status: current.status as 'P' | 'A', friendship_id: current.id, sender_id: current.sender_id });
    return one(can(user.role, 'users.view') ? { ...none, status: 'X' as const } : none);
  }
}
