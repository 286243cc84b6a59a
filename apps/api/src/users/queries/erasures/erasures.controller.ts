import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ErasureRecordResponse } from '@wellway/contracts';
import { listErasures, type Database, type ErasureRow } from '@wellway/read-models';
import { Endpoint } from '../../../http/endpoint.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { ErasuresAnswer } from './erasures.dto.js';

const erasureResponse = (row: ErasureRow): ErasureRecordResponse => ({
  user_id: row.user_id,
  site_id: row.site_id,
  requested_by_id: row.requested_by_id,
  requested_by_name: row.requested_by_name,
  by_self: row.by_self,
  requested_at: row.requested_at.toISOString(),
  erased_at: row.erased_at?.toISOString() ?? null,
});

/** GET /erasures (masters, who erase): who erased whom and when, every site, newest first. Ids only. */
@Controller('erasures')
export class ErasuresController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  @RequirePermission('users.delete')
  @ReadsFrom('erasures', 'users')
  @Endpoint({ summary: 'The erasure audit: who erased whom and when (ids only)', response: ErasuresAnswer })
  async index() {
    const rows = await listErasures(this.db);
    return list(rows.map(erasureResponse));
  }
}
