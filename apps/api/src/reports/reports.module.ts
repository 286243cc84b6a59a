import { Module } from '@nestjs/common';
import { ReportSqlModule } from '../report-sql/report-sql.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { RunReportController } from './commands/run-report/run-report.controller.js';
import { SaveReportController } from './commands/save-report/save-report.controller.js';
import { DeleteReportHandler, SaveReportHandler } from './commands/save-report/save-report.handler.js';
import { ReportsController } from './queries/reports/reports.controller.js';
import { ReportExports } from './report-export.js';
import { Reporters } from './reporter.js';
import { ReportRuns } from './report-runs.js';

/** Reports (spec 3 §2.4 /dashboard/reporting, §7 Reports): saved reports, fields, runs and CSV exports. */
@Module({
  imports: [SitesModule, ReportSqlModule],
  controllers: [ReportsController, SaveReportController, RunReportController],
  providers: [Reporters, ReportRuns, ReportExports, SaveReportHandler, DeleteReportHandler],
})
export class ReportsModule {}
