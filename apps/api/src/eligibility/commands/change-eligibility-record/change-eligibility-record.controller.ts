import { Body, Controller, Delete, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { MANAGE_ELIGIBILITY_ONLY, recordId } from '../../eligibility-records.js';
import { ChangeEligibilityRecord } from './change-eligibility-record.handler.js';

import { EligibilityBodyDto, EligibilityChangedAnswer } from './change-eligibility-record.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Create, change, delete and reset a site's eligibility records (spec 3 §2.5, §7 Eligibility). */
@Controller('sites/:site_id/eligibilities')
export class ChangeEligibilityRecordController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Post()
  @Endpoint({ summary: 'Create an eligibility record', response: EligibilityChangedAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Body() body: EligibilityBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord({ change: 'create', user, siteId, correlationId, eligibilityId: null, body }));
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Put(':id')
  @Endpoint({ summary: 'Change an eligibility record', response: EligibilityChangedAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('id') id: string,
    @Body() body: EligibilityBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord({ change: 'change', user, siteId, correlationId, eligibilityId: recordId(id), body }));
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Delete(':id')
  @Endpoint({ summary: 'Delete an eligibility record', response: EligibilityChangedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('id') id: string,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(
      new ChangeEligibilityRecord({ change: 'delete', user, siteId, correlationId, eligibilityId: recordId(id), body: null }),
    );
  }

  /** Frees the record for another registration (spec 3 §4 "Reset clears user_id"). */
  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Post(':id/reset')
  @Endpoint({ summary: 'Free an eligibility record someone registered with', response: EligibilityChangedAnswer, errors: [422] })
  async reset(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('id') id: string,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord({ change: 'reset', user, siteId, correlationId, eligibilityId: recordId(id), body: null }));
  }

  private async run(command: ChangeEligibilityRecord) {
    const result = await this.commands.execute(command);
    return written({ id: result.eligibilityId }, result.position);
  }

  private siteFor(user: CurrentUser, siteParam: string): Promise<string> {
    return this.sites.administered(user, siteParam);
  }
}
