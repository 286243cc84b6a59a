import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { isRegistrationClosed, programMessages, type LoggingState } from '@wellway/domain';
import { findProgram, listPrograms, type Database, type ProgramRow } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { isUuid, RecordId } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../../../sites/site-directory.js';
import { withLoggingState } from '../../program-response.js';

import { ProgramAnswer, ProgramRegistrationAnswer, ProgramsAnswer, ProgramsQueryDto } from './programs.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

export const PROGRAMS_ADMIN_ONLY = 'Only coordinators and masters can see program settings.';
const notFound = () => new NotFoundException(programMessages.notFound);

@Controller()
export class ProgramsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async today(siteId: string): Promise<string> {
    return this.sites.today((await this.sites.get(siteId)).site);
  }

  /** A program the caller may see: its site is one they administer (masters: any). */
  private async program(user: CurrentUser, id: string, siteIdParam?: string): Promise<ProgramRow> {
    const program = isUuid(id) ? await findProgram(this.db, id) : undefined;
    if (!program) throw notFound();
    if (siteIdParam !== undefined && siteIdParam !== program.site_id) throw notFound();
    try {
      administeredSite(user, program.site_id);
    } catch {
      throw notFound();
    }
    return program;
  }

  @Get('sites/:siteId/programs')
  @ReadsFrom('programs')
  @RequirePermission('site.programs.manage', PROGRAMS_ADMIN_ONLY)
  @Endpoint({ summary: "A site's programs", response: ProgramsAnswer })
  async index(@User() user: CurrentUser, @Param('siteId') siteIdParam: string, @Query() query: ProgramsQueryDto) {
    const { page_size } = query;
    const siteId = administeredSite(user, siteIdParam);
    const today = await this.today(siteId);
    const programs = (await listPrograms(this.db, siteId)).map((row) => withLoggingState(row, today));
    return list(page_size ? programs.slice(0, page_size) : programs, { total_records: programs.length });
  }

  @Get('programs/:id')
  @ReadsFrom('programs')
  @RequirePermission('site.programs.manage', PROGRAMS_ADMIN_ONLY)
  @Endpoint({ summary: 'One program, with its revision as `ETag`', response: ProgramAnswer })
  async show(@User() user: CurrentUser, @Param('id', RecordId(notFound)) id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const program = await this.program(user, id);
    void reply.header('etag', `"${program.revision}"`);
    return one(withLoggingState(program, await this.today(program.site_id)));
  }

  /** Any signed-in user of the site (the join flow asks it). */
  @Get('sites/:siteId/programs/:programId/registration_closed')
  @ReadsFrom('programs')
  @Endpoint({ summary: 'Whether registration for a program is closed', response: ProgramRegistrationAnswer })
  async registrationClosed(@User() user: CurrentUser, @Param('siteId') siteId: string, @Param('programId') programId: string) {
    const program = await this.program(user, programId, siteId);
    const today = await this.today(program.site_id);
    const timeFrames = program.time_frames.map((f) => ({
      loggingState: f.logging_state as LoggingState,
      startDate: f.start_date,
      endDate: f.end_date,
    }));
    return one({
      id: program.id,
      registration_closed: isRegistrationClosed({ registrationClosed: program.registration_closed, timeFrames }, today),
    });
  }
}
