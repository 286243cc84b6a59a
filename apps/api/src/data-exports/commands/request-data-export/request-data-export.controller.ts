import { Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { latestDataExportOf, toDataExportResponse } from '../../data-export-view.js';
import { RequestDataExportCommand } from './request-data-export.handler.js';
import { DataExportRequestedAnswer } from './request-data-export.dto.js';

/** POST /account/exports: personal settings → "Export my data". */
@Controller('account/exports')
@RequirePermission('settings.view')
export class RequestDataExportController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post()
  @Endpoint({
    summary: 'Ask for an archive of my data (202: a worker builds it; asking again while one is being built answers that one)',
    response: DataExportRequestedAnswer,
    status: 202,
  })
  async request(@User() user: CurrentUser, @CorrelationId() correlationId: string) {
    const { exportId, position, requestedAt } = await this.commands.execute(new RequestDataExportCommand({ user, correlationId }));
    // The read model may not have the request yet: the answer says what the log does.
    const latest = await latestDataExportOf(this.db, user, this.config.now());
    const data =
      latest?.id === exportId
        ? latest
        : toDataExportResponse({
            id: exportId,
            status: 'requested',
            progress: 0,
            requested_at: requestedAt,
            ready_at: null,
            expires_at: null,
          });
    return written(data, position);
  }
}
