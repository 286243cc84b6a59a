import { Controller, Get, Inject, UnauthorizedException } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiOperation } from '@nestjs/swagger';
import type { Kysely } from 'kysely';
import { findSiteById, findUserById, pendingTermIds, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { PLEASE_LOG_IN } from '../../session.guard.js';
import { userResponse } from '../../user-response.js';
import { MeAnswer } from './me.dto.js';

@Controller('users')
export class MeController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get('me')
  @ReadsFrom('users', 'content')
  @ApiOperation({ summary: 'The signed-in user, with permissions and required terms' })
  @ZodResponse({ status: 200, type: MeAnswer })
  async me(@User() current: CurrentUser) {
    const [user, site, requiredTermIds] = await Promise.all([
      findUserById(this.db, current.id),
      findSiteById(this.db, current.siteId),
      pendingTermIds(this.db, current.siteId, current.id),
    ]);
    if (!user || !site) throw new UnauthorizedException(PLEASE_LOG_IN);
    // required_term_ids: the privacy/terms pages still to accept (spec 2 §3 User, §4 Required terms).
    return { data: { ...userResponse(user, site), required_term_ids: requiredTermIds, impersonator_id: current.impersonatorId }, meta: {} };
  }
}
