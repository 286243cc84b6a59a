import { Module } from '@nestjs/common';
import { RequestDataExportController } from './commands/request-data-export/request-data-export.controller.js';
import { RequestDataExportHandler } from './commands/request-data-export/request-data-export.handler.js';
import { DownloadDataExportController } from './queries/download-data-export/download-data-export.controller.js';
import { LatestDataExportController } from './queries/latest-data-export/latest-data-export.controller.js';

/** A person's export of their own data (GDPR Art. 15 and 20): ask, follow, download. */
@Module({
  controllers: [RequestDataExportController, LatestDataExportController, DownloadDataExportController],
  providers: [RequestDataExportHandler],
})
export class DataExportsModule {}
