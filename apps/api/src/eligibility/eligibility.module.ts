import { Module } from '@nestjs/common';
import { EligibilityRecordsController } from './eligibility-records.controller.js';
import { ChangeEligibilityRecordHandler } from './eligibility-record.handler.js';
import { ValidateEligibilityController } from './validate-eligibility.controller.js';

@Module({ controllers: [ValidateEligibilityController, EligibilityRecordsController], providers: [ChangeEligibilityRecordHandler] })
export class EligibilityModule {}
