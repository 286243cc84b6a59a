import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { mute } from '@wellway/contracts';
import { mutesOf, type Database } from '@wellway/read-models';
import { answer } from '../../../http/answer.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { muteResponse } from '../../mute-view.js';

export class MutesAnswer extends answer(z.array(mute)) {}

/** GET /mutes: whom I muted (Settings → Muted People). Only one's own: who muted a person is never shown. */
@Controller('mutes')
@RequirePermission('settings.view')
export class MutesController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  @ReadsFrom('mutes', 'users')
  @Endpoint({ summary: 'Whom I muted, by name', response: MutesAnswer })
  async index(@User() user: CurrentUser) {
    const rows = await mutesOf(this.db, { siteId: user.siteId, muterId: user.id });
    return list(rows.map(muteResponse));
  }
}
