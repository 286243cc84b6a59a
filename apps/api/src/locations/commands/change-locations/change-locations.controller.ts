import '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Inject, Param, Post, Put, Query, Req, Res, UnprocessableEntityException } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LocationCommand, LocationsUploaded } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId, correlationIdOf } from '../../../http/correlation-id.js';
import { parse } from '../../../http/validation.js';
import { administeredSite } from '../../../sites/site-directory.js';
import { locationResponse } from '../../location-response.js';
import { ChangeLocations, type ChangeLocationsResult } from './change-locations.handler.js';
import { checkCsvFile, csvMessages, fileTooLarge, readLocationCsv } from '../location-csv.js';
import { createLocationBody } from '@wellway/contracts';
import {
  CreateLocationBodyDto,
  LocationAnswer,
  LocationDeletedAnswer,
  LocationOrUploadAnswer,
  LocationSiteQueryDto,
  LocationsReorderedAnswer,
  ReorderLocationsBodyDto,
  UpdateLocationBodyDto,
} from './change-locations.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

export const MANAGE_LOCATIONS_ONLY = 'Only coordinators and masters can change locations.';

const isTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Spec 1 §7 "Locations": create, update (rename / move), reorder, destroy, CSV upload. */
@Controller()
export class ChangeLocationsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  private run(command: LocationCommand, user: CurrentUser, correlationId: string): Promise<ChangeLocationsResult> {
    return this.commands.execute(new ChangeLocations({ command, user, correlationId }));
  }

  private async create(user: CurrentUser, siteIdParam: string | undefined, body: unknown, correlationId: string, reply: FastifyReply) {
    const input = parse(createLocationBody, body);
    const siteId = administeredSite(user, siteIdParam ?? input.site_id);
    const locationId = randomUUID();
    const result = await this.run(
      { type: 'CreateLocation', siteId, locationId, name: input.name, parentLocationId: input.parent_location_id },
      user,
      correlationId,
    );
    void reply.status(201);
    return written(locationResponse(result.state.tree, locationId, siteId), result.position);
  }

  @Post('locations')
  @RequirePermission('site.locations.manage', MANAGE_LOCATIONS_ONLY)
  @Endpoint({ summary: 'Create a location', response: LocationAnswer, status: 201 })
  @ApiBody({ type: CreateLocationBodyDto })
  async createAnywhere(
    @User() user: CurrentUser,
    @Body() body: unknown,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.create(user, undefined, body, correlationId, reply);
  }

  /** JSON creates one location; multipart/form-data with a `file` uploads a CSV of them. */
  @Post('sites/:siteId/locations')
  @RequirePermission('site.locations.manage', MANAGE_LOCATIONS_ONLY)
  @Endpoint({
    summary: 'Create a location (JSON) or upload a CSV of locations (multipart, one `file`)',
    response: LocationOrUploadAnswer,
    status: [200, 201],
    errors: [413],
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreateLocationBodyDto })
  async createOrUpload(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!request.isMultipart()) return this.create(user, siteIdParam, body, correlationIdOf(request), reply);
    const siteId = administeredSite(user, siteIdParam);
    const file = await request.file().catch((error: unknown) => {
      if (isTooLarge(error)) throw fileTooLarge();
      throw error;
    });
    if (!file) throw new UnprocessableEntityException(csvMessages.noFile);
    checkCsvFile(file.filename, file.mimetype);
    const content = await file.toBuffer().catch((error: unknown) => {
      if (isTooLarge(error)) throw fileTooLarge();
      throw error;
    });
    // toBuffer checks the limit after each chunk: the stream may be marked truncated only after its last one.
    if (file.file.truncated) throw fileTooLarge();
    const rows = readLocationCsv(content);
    const result = await this.run(
      { type: 'UploadLocations', siteId, uploadId: randomUUID(), fileName: file.filename, rows },
      user,
      correlationIdOf(request),
    );
    const report = result.events.find((event): event is LocationsUploaded => event.type === 'LocationsUploaded');
    const created = report?.data.created.length ?? 0;
    const rowsOut = (report?.data.rows ?? []).map((row) => ({
      row: row.row,
      path: [...row.path],
      status: row.status,
      message: row.message,
      location_id: row.locationId,
    }));
    void reply.status(created > 0 ? 201 : 200);
    return written(
      {
        file_name: file.filename,
        created_count: created,
        rejected_count: rowsOut.filter((row) => row.status === 'rejected').length,
        rows: rowsOut,
      },
      result.position,
    );
  }

  @Post('locations/reorder')
  @RequirePermission('site.locations.manage', MANAGE_LOCATIONS_ONLY)
  @Endpoint({ summary: 'Reorder the locations under one parent', response: LocationsReorderedAnswer })
  async reorder(@User() user: CurrentUser, @Body() body: ReorderLocationsBodyDto, @CorrelationId() correlationId: string) {
    const input = body;
    const siteId = administeredSite(user, input.site_id);
    const result = await this.run({ type: 'ReorderLocations', siteId, sequence: input.sequence }, user, correlationId);
    return written(
      input.sequence.map((id) => locationResponse(result.state.tree, id, siteId)),
      result.position,
    );
  }

  /** Rename (`name`) and/or move (`parent_location_id`, null for the top level). */
  @Put('locations/:id')
  @RequirePermission('site.locations.manage', MANAGE_LOCATIONS_ONLY)
  @Endpoint({ summary: 'Rename and/or move a location', response: LocationAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdateLocationBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const input = body;
    const siteId = administeredSite(user, input.site_id);
    const result = await this.run(
      { type: 'UpdateLocation', siteId, locationId: id, name: input.name, parentLocationId: input.parent_location_id },
      user,
      correlationId,
    );
    return written(locationResponse(result.state.tree, id, siteId), result.position);
  }

  /** Refused while the location has locations under it (the message says so). */
  @Delete('locations/:id')
  @RequirePermission('site.locations.manage', MANAGE_LOCATIONS_ONLY)
  @Endpoint({ summary: 'Delete a location', response: LocationDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: LocationSiteQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = administeredSite(user, query.site_id);
    const result = await this.run({ type: 'DeleteLocation', siteId, locationId: id }, user, correlationId);
    return written({ id }, result.position);
  }
}
