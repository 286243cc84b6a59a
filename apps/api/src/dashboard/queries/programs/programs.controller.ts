import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { helmDestination, programMessages } from '@wellway/domain';
import { dashboardPrograms, findProgram, seenProgram, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { coordinatorSite } from '../../coordinator-access.js';
import { DashboardProgramsAnswer, RedirectUrlAnswer, RedirectUrlQueryDto } from './programs.dto.js';

const programNotFound = () => new NotFoundException(programMessages.notFound);

/** Spec 3 §2.4 program reports and upcoming launches; spec 3 §7 the activity-summary and reports addresses. */
@Controller()
@RequirePermission('coordinator.dashboard', undefined, { mastersToo: true })
export class DashboardProgramsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async programs(user: CurrentUser, siteId: string, kind: 'reporting' | 'upcoming') {
    const { site, scope } = await coordinatorSite(this.db, this.sites, user, siteId, 'coordinator.dashboard');
    const today = this.sites.today(site);
    const [groups, reporting] = await Promise.all([
      dashboardPrograms(this.db, { siteId: site.id, today, kind, scope }),
      kind === 'reporting' ? null : dashboardPrograms(this.db, { siteId: site.id, today, kind: 'reporting', scope }),
    ]);
    return one({ site_id: site.id, groups, helm: helmDestination(site.flags, (reporting ?? groups).length > 0) });
  }

  @Get('sites/:siteId/dashboard/program_reports')
  @ReadsFrom('programs', 'locations')
  @Endpoint({ summary: 'Reporting programs by location, and where /dashboard/helm goes', response: DashboardProgramsAnswer })
  programReports(@User() user: CurrentUser, @Param('siteId') siteId: string) {
    return this.programs(user, siteId, 'reporting');
  }

  @Get('sites/:siteId/dashboard/upcoming_launches')
  @ReadsFrom('programs', 'locations')
  @Endpoint({ summary: 'Upcoming and coming-soon programs by location', response: DashboardProgramsAnswer })
  upcomingLaunches(@User() user: CurrentUser, @Param('siteId') siteId: string) {
    return this.programs(user, siteId, 'upcoming');
  }

  /** A program the caller's scope sees; another site's (for a non-master) or an unseen one: 404. */
  private async linkTarget(user: CurrentUser, id: string) {
    const program = isUuid(id) ? await findProgram(this.db, id) : undefined;
    if (!program) throw programNotFound();
    const { site, scope } = await coordinatorSite(this.db, this.sites, user, program.site_id, 'coordinator.dashboard').catch(() => {
      throw programNotFound();
    });
    if (!(await seenProgram(this.db, { siteId: site.id, programId: id, scope }))) throw programNotFound();
    return program;
  }

  /** Our own end-of-program report for the program (docs/api.md). */
  @Get('activity_summary_urls/:id')
  @ReadsFrom('programs', 'locations')
  @Endpoint({ summary: "A program's activity summary address", response: RedirectUrlAnswer })
  async activitySummaryUrl(@User() user: CurrentUser, @Param('id') id: string, @Query() _query: RedirectUrlQueryDto) {
    const program = await this.linkTarget(user, id);
    return one({ redirect_url: `/site/${encodeURIComponent(program.site_id)}/eop?program_id=${encodeURIComponent(program.id)}` });
  }

  /** The reports page: a coordinator's /dashboard/reporting, a master's the site's /site/{siteId}/reports. */
  @Get('reports_urls/:id')
  @ReadsFrom('programs', 'locations')
  @Endpoint({ summary: "A program's reports address", response: RedirectUrlAnswer })
  async reportsUrl(@User() user: CurrentUser, @Param('id') id: string, @Query() _query: RedirectUrlQueryDto) {
    const program = await this.linkTarget(user, id);
    return one({ redirect_url: user.role === 'master' ? `/site/${encodeURIComponent(program.site_id)}/reports` : '/dashboard/reporting' });
  }
}
