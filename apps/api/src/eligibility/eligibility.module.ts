import { Module } from '@nestjs/common';
import { ChangeEligibilityRecordController } from './commands/change-eligibility-record/change-eligibility-record.controller.js';
import { ChangeEligibilityRecordHandler } from './commands/change-eligibility-record/change-eligibility-record.handler.js';
import { EligibilityRecordsController } from './queries/eligibility-records/eligibility-records.controller.js';
import { ValidateEligibilityController } from './queries/validate-eligibility/validate-eligibility.controller.js';
import { SitesModule } from '../sites/sites.module.js';

/** A site's eligibility records and the registration's eligibility checks. */
@Module({
  imports: [SitesModule],
  controllers: [ValidateEligibilityController, EligibilityRecordsController, ChangeEligibilityRecordController],
  providers: [ChangeEligibilityRecordHandler],
})
export class EligibilityModule {}
