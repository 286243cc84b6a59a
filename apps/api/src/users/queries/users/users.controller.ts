import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can } from '@wellway/domain';
import { findListedUser, listSiteUsers, searchUsers, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { RecordId } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../../../sites/site-directory.js';
import { userResponse } from '../../../identity/user-response.js';
import { listedUserResponse } from '../../listed-user-response.js';

import { ListedUsersAnswer, ShownUserAnswer, UserSearchQueryDto, UsersQueryDto } from './users.dto.js';
import { userNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';

/** Spec 3 §7 Users: the list for coordinators and masters; masters see every site. */
@Controller('users')
export class UsersController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @RequirePermission('users.view')
  @ReadsFrom('users', 'stats')
  @Endpoint({ summary: "List a site's users", response: ListedUsersAnswer })
  async index(@User() user: CurrentUser, @Query() query: UsersQueryDto) {
    const input = query;
    const forSite = administeredSite(user, input.site_id);
    const { site } = await this.sites.get(forSite);
    const users = await listSiteUsers(this.db, site.id, this.sites.year(site));
    const page = input.page_size === 0 ? users : users.slice((input.page - 1) * input.page_size, input.page * input.page_size);
    return list(page.map(listedUserResponse), { total_records: users.length });
  }

  /** Masters search every site unless they name one; others search their own. */
  @Get('search')
  @RequirePermission('users.view')
  @ReadsFrom('users', 'stats')
  @Endpoint({ summary: 'Search users by name, e-mail or SSO identifier', response: ListedUsersAnswer })
  async search(@User() user: CurrentUser, @Query() query: UserSearchQueryDto) {
    const input = query;
    const within = user.role === 'master' && input.site_id === undefined ? undefined : administeredSite(user, input.site_id);
    const { site } = await this.sites.get(within ?? user.siteId);
    const users = await searchUsers(this.db, input.query, this.sites.year(site), within);
    return list(users.map(listedUserResponse));
  }

  @Get(':id')
  @RequirePermission('users.view')
  @ReadsFrom('users', 'stats')
  @Endpoint({ summary: 'One user', response: ShownUserAnswer })
  async show(@User() user: CurrentUser, @Param('id', RecordId(userNotFound)) id: string) {
    const { site } = await this.sites.get(user.siteId);
    const found = await findListedUser(this.db, id, this.sites.year(site), user.role === 'master' ? undefined : user.siteId);
    if (!found) throw userNotFound();
    const listed = listedUserResponse(found);
    // An erased person has no account left to edit: a former participant, as listed.
    if (!can(user.role, 'users.edit') || found.erased) return one(listed);
    // The dashboard user edit (spec 3 /{userId}/settings) needs the account as its owner sees it.
    const { site: userSite } = await this.sites.get(found.site_id);
    const account = userResponse(found, userSite);
    return one({ ...listed, ...account, location: listed.location, days_logged: listed.days_logged });
  }
}
