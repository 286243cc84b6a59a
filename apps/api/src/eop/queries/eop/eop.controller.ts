import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { privacyFloor } from '@wellway/domain';
import type { EopProgram } from '@wellway/contracts';
import {
  eopFigures,
  firstReportDay,
  listPrograms,
  listSiteEvaluations,
  sameEvaluationIds,
  type Database,
  type ProgramRow,
} from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { coordinatorSite } from '../../../dashboard/coordinator-access.js';
import { eopAnswer } from '../../eop-answer.js';
import { eopContent } from '../../eop-content.js';
import { chosenLocation, eopNotFound } from '../../eop-scope.js';
import { EopAnswer, EopQueryDto } from './eop.dto.js';

const programOf = (row: ProgramRow): EopProgram => ({
  id: row.id,
  name: row.name,
  effective_date_start: row.effective_date_start,
  effective_date_end: row.effective_date_end,
});

/** Without a program_id: the latest program that has started by today, else the first one. */
function defaultProgram(programs: readonly ProgramRow[], today: string): ProgramRow | undefined {
  const started = programs.filter((p) => p.effective_date_start !== null && p.effective_date_start <= today);
  return started.sort((a, b) => (b.effective_date_start ?? '').localeCompare(a.effective_date_start ?? '')).at(0) ?? programs.at(0);
}

/** Spec 3 §2.1 /site/{siteId}/eop, §7 "GET EOP for a site with optional location_id" (issue 16). */
@Controller('sites/:siteId/eop')
@RequirePermission('coordinator.eop')
export class EopController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get()
  @Endpoint({ summary: "A program's end-of-program report, by parent or child location", response: EopAnswer })
  async show(@User() user: CurrentUser, @Param('siteId') siteId: string, @Query() query: EopQueryDto) {
    const { site, scope } = await coordinatorSite(this.db, this.sites, user, siteId, 'coordinator.eop');
    const id = site.id;
    const today = this.sites.today(site);
    const [locationId, programs, evaluations, firstDay] = await Promise.all([
      chosenLocation(this.db, id, scope, query.location_id),
      listPrograms(this.db, id),
      listSiteEvaluations(this.db, id),
      firstReportDay(this.db, id),
    ]);
    const program = query.program_id === undefined ? defaultProgram(programs, today) : programs.find((p) => p.id === query.program_id);
    if (query.program_id !== undefined && !program) throw eopNotFound();
    const start = program?.effective_date_start ?? firstDay ?? today;
    const end = [program?.effective_date_end ?? today, today].sort()[0] ?? today;
    const selection = { siteId: id, scope, locationId, programLocationIds: program?.locations ?? [], start, end };
    const report = eopAnswer({
      siteId: id,
      program: program ? programOf(program) : null,
      programs: programs.map(programOf),
      locationId,
      start,
      end: end < start ? start : end,
      floor: privacyFloor(site.settings.reportPrivacyFloor),
      audience: user.role === 'master' ? 'master' : 'coordinator',
      figures: await eopFigures(this.db, selection),
      evaluations: evaluations.map((row) => ({ row, ids: sameEvaluationIds(row, id) })),
    });
    return one({ ...report, content: eopContent(report) });
  }
}
