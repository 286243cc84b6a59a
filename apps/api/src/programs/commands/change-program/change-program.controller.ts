import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Headers, Inject, NotFoundException, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { programMessages } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { isUuid } from '../../../http/validation.js';
import { administeredSite, SiteDirectory } from '../../../sites/site-directory.js';
import { programRowFrom, withLoggingState } from '../../program-response.js';
import { ChangeProgram, type ProgramRequest } from './change-program.handler.js';
import { revisionFromIfMatch } from '../../../http/if-match.js';
import { changesFromUpdate, detailsFromCreate } from '@wellway/contracts';
import { CreateProgramBodyDto, ProgramChangedAnswer, ProgramSiteQueryDto, UpdateProgramBodyDto } from './change-program.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

export const MANAGE_PROGRAMS_ONLY = 'Only coordinators and masters can change programs.';

@Controller()
export class ChangeProgramController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async run(request: ProgramRequest, user: CurrentUser, correlationId: string, reply: FastifyReply, ifMatch?: bigint) {
    const result = await this.commands.execute(new ChangeProgram({ request, user, correlationId, ifMatch }));
    if (result.state.status !== 'active') return written({ id: request.programId }, result.position);
    void reply.header('etag', `"${result.revision}"`);
    const { site } = await this.sites.get(request.siteId);
    const row = programRowFrom(request.programId, request.siteId, result.state.details, result.revision);
    return written(withLoggingState(row, this.sites.today(site)), result.position);
  }

  @Post('sites/:siteId/programs')
  @RequirePermission('site.programs.manage', MANAGE_PROGRAMS_ONLY)
  @Endpoint({ summary: 'Create a program', response: ProgramChangedAnswer, status: 201 })
  async create(
    @User() user: CurrentUser,
    @Param('siteId') siteIdParam: string,
    @Body() body: CreateProgramBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const siteId = administeredSite(user, siteIdParam);
    const input = body;
    void reply.status(201);
    return this.run(
      { type: 'CreateProgram', programId: randomUUID(), siteId, details: detailsFromCreate(input) },
      user,
      correlationId,
      reply,
    );
  }

  /** Only the fields sent change. A program of a site the caller does not administer is not found. */
  @Put('programs/:id')
  @RequirePermission('site.programs.manage', MANAGE_PROGRAMS_ONLY)
  @Endpoint({ summary: 'Change a program (`If-Match` optional)', response: ProgramChangedAnswer })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UpdateProgramBodyDto,
    @Headers('if-match') ifMatch: string | undefined,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw new NotFoundException(programMessages.notFound);
    const input = body;
    const siteId = administeredSite(user, input.site_id);
    return this.run(
      { type: 'UpdateProgram', programId: id, siteId, changes: changesFromUpdate(input) },
      user,
      correlationId,
      reply,
      revisionFromIfMatch(ifMatch, 'program'),
    );
  }

  @Delete('programs/:id')
  @RequirePermission('site.programs.manage', MANAGE_PROGRAMS_ONLY)
  @Endpoint({ summary: 'Delete a program (`If-Match` optional)', response: ProgramChangedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: ProgramSiteQueryDto,
    @Headers('if-match') ifMatch: string | undefined,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw new NotFoundException(programMessages.notFound);
    const siteId = administeredSite(user, query.site_id);
    return this.run({ type: 'DeleteProgram', programId: id, siteId }, user, correlationId, reply, revisionFromIfMatch(ifMatch, 'program'));
  }
}
