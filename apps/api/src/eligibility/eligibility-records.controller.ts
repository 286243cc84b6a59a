import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findEligibility, listEligibilities, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../http/current-user.js';
import { ReadsFrom } from '../http/read-your-writes.js';
import { RequirePermission } from '../http/require-permission.js';
import { positionMeta } from '../http/envelope.js';
import { correlationIdOf } from '../http/correlation-id.js';
import { isUuid, parse } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { SiteDirectory } from '../sites/site-directory.js';
import { eligibilityBody, eligibilityListQuery } from './eligibility.dto.js';
import { ChangeEligibilityRecord } from './eligibility-record.handler.js';
import { eligibilityResponse } from './eligibility-response.js';
import { ApiDoc } from '../http/api-doc.js';

const notFound = () => new NotFoundException('Eligibility could not be loaded.');
const MANAGE_ELIGIBILITY_ONLY = 'You may not manage eligibility records.';

/** A record id as sent; the decider refuses a record of another site like a missing one. */
function recordId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/** A site's eligibility records, for its coordinators and masters (spec 3 §2.5, §7 Eligibility). */
@Controller('sites/:site_id/eligibilities')
export class EligibilityRecordsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Get()
  @ReadsFrom('eligibilities')
  @ApiDoc("List the site's eligibility records", { query: eligibilityListQuery })
  async index(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Query() query: unknown) {
    const siteId = await this.siteFor(user, siteParam);
    const { page, page_size: pageSize, search } = parse(eligibilityListQuery, query);
    const { rows, total } = await listEligibilities(this.db, siteId, { page, pageSize, search });
    return { data: rows.map(eligibilityResponse), meta: { total_records: total, page, page_size: pageSize } };
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Get(':id')
  @ReadsFrom('eligibilities')
  @ApiDoc('One eligibility record')
  async show(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Param('id') id: string) {
    const siteId = await this.siteFor(user, siteParam);
    const row = isUuid(id) ? await findEligibility(this.db, siteId, id) : undefined;
    if (!row) throw notFound();
    return { data: eligibilityResponse(row), meta: {} };
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Post()
  @ApiDoc('Create an eligibility record', { body: eligibilityBody })
  async create(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord('create', user, siteId, correlationIdOf(request), null, parse(eligibilityBody, body)));
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Put(':id')
  @ApiDoc('Change an eligibility record', { body: eligibilityBody })
  async update(
    @User() user: CurrentUser,
    @Param('site_id') siteParam: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(
      new ChangeEligibilityRecord('change', user, siteId, correlationIdOf(request), recordId(id), parse(eligibilityBody, body)),
    );
  }

  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Delete(':id')
  @ApiDoc('Delete an eligibility record')
  async destroy(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Param('id') id: string, @Req() request: FastifyRequest) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord('delete', user, siteId, correlationIdOf(request), recordId(id), null));
  }

  /** Frees the record for another registration (spec 3 §4 "Reset clears user_id"). */
  @RequirePermission('eligibility.manage', MANAGE_ELIGIBILITY_ONLY)
  @Post(':id/reset')
  @HttpCode(200)
  @ApiDoc('Free an eligibility record someone registered with', { errors: [422] })
  async reset(@User() user: CurrentUser, @Param('site_id') siteParam: string, @Param('id') id: string, @Req() request: FastifyRequest) {
    const siteId = await this.siteFor(user, siteParam);
    return this.run(new ChangeEligibilityRecord('reset', user, siteId, correlationIdOf(request), recordId(id), null));
  }

  private async run(command: ChangeEligibilityRecord) {
    const result = await this.commands.execute(command);
    return { data: { id: result.eligibilityId }, meta: positionMeta(result.position) };
  }

  private siteFor(user: CurrentUser, siteParam: string): Promise<string> {
    return this.sites.administered(user, siteParam);
  }
}
