import { Controller, Get, Inject } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { latestDataExportOf } from '../../data-export-view.js';
import { LatestDataExportAnswer } from './latest-data-export.dto.js';
import { one } from '../../../http/envelope.js';

@Controller('account/exports')
@RequirePermission('settings.view')
export class LatestDataExportController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('latest')
  @ReadsFrom('data_exports')
  @Endpoint({ summary: 'My latest data export: its status and progress (data null: none yet)', response: LatestDataExportAnswer })
  async latest(@User() user: CurrentUser) {
    return one(await latestDataExportOf(this.db, user, this.config.now()));
  }
}
