import { Controller, Get, Inject, UnauthorizedException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { findSiteById, findUserById, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { PLEASE_LOG_IN } from '../../session.guard.js';
import { userResponse } from '../../user-response.js';

@Controller('users')
export class MeController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get('me')
  async me(@User() current: CurrentUser) {
    const [user, site] = await Promise.all([findUserById(this.db, current.id), findSiteById(this.db, current.siteId)]);
    if (!user || !site) throw new UnauthorizedException(PLEASE_LOG_IN);
    return { data: { ...userResponse(user, site), impersonator_id: current.impersonatorId }, meta: {} };
  }
}
