import {
  ConflictException,
  Controller,
  ForbiddenException,
  Get,
  GoneException,
  Inject,
  NotFoundException,
  Param,
  Res,
} from '@nestjs/common';
import { exportWhileImpersonating } from '@wellway/domain';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { findDataExportArchive, findOwnDataExport, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { RecordId } from '../../../http/validation.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { ownerOf } from '../../data-export-view.js';

const dataExportNotFound = () => new NotFoundException('Data export not found.');
const dataExportExpired = () =>
  new GoneException('This data export has expired (archives can be downloaded for 24 hours). Ask for a new one in your personal settings.');

/**
 * GET /account/exports/{id}/download: the archive, for the person it belongs to alone (anyone
 * else, masters included, gets 404 as if it did not exist); 410 once its 24 hours are over.
 */
@Controller('account/exports')
@RequirePermission('settings.view')
export class DownloadDataExportController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get(':id/download')
  @Endpoint({
    summary: 'Download my data export (a ZIP of data.json and entries.csv), for 24 hours after it is ready',
    file: { type: 'application/zip', description: 'The ZIP archive.' },
  })
  async download(@User() user: CurrentUser, @Param('id', RecordId(dataExportNotFound)) id: string, @Res() reply: FastifyReply) {
    // A master acting as the person may not take their data away (the same rule as asking for it).
    if (user.impersonatorId !== null) throw new ForbiddenException(exportWhileImpersonating().message);
    const owner = ownerOf(user);
    const known = await findOwnDataExport(this.db, id, owner);
    if (!known) throw dataExportNotFound();
    const now = this.config.now();
    const archive = await findDataExportArchive(this.db, id, owner);
    if (!archive || archive.expires_at.getTime() <= now.getTime()) {
      if (known.status === 'ready' || archive) throw dataExportExpired();
      if (known.status === 'failed') throw new NotFoundException('This data export failed. Ask for a new one in your personal settings.');
      throw new ConflictException('This data export is not ready yet.');
    }
    return reply
      .status(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${archive.file_name}"`)
      .header('cache-control', 'private, no-store')
      .header('content-length', String(archive.archive.byteLength))
      .send(archive.archive);
  }
}
