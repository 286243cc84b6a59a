import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { can, goalNotFound } from '@wellway/domain';
import {
  catalogueGoalOn,
  catalogueGoals,
  personGoal,
  personGoals,
  siteGoalChildren,
  siteGoalView,
  type Database,
  type SiteGoalRow,
} from '@wellway/read-models';
import type { Goal } from '@wellway/contracts';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { requireOwnSite, SiteDirectory } from '../../../sites/site-directory.js';
import { adminGoalView, personGoalView, runAgainFacts } from '../../goal-views.js';
import { GoalsAnswer, GoalsQueryDto, OneGoalAnswer, SiteGoalsQueryDto } from './goals.dto.js';

const firstPage = <T>(rows: readonly T[], pageSize: number | undefined): T[] => (pageSize ? rows.slice(0, pageSize) : [...rows]);

/** Spec 2 §7 GET /goals (a person's goals) and the site's goal catalogue (spec 3 §7, nested under the site). */
@Controller()
export class GoalsController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  private async today(siteId: string) {
    return this.sites.today((await this.sites.get(siteId)).site);
  }

  @Get('goals')
  @RequirePermission('goals.view')
  @ReadsFrom('goals')
  @Endpoint({ summary: "The signed-in person's goals: all, active, or completed (newest first)", response: GoalsAnswer })
  async index(@User() user: CurrentUser, @Query() query: GoalsQueryDto) {
    const owner = { userId: user.id, siteId: user.siteId };
    const all = await personGoals(this.db, owner);
    const facts = runAgainFacts(all, await this.today(user.siteId));
    const rows = query.filter === undefined ? all : await personGoals(this.db, owner, query.filter);
    return list(
      firstPage(rows, query.page_size).map((row) => personGoalView(row, facts)),
      { total_records: rows.length },
    );
  }

  @Get('goals/:id')
  @RequirePermission('goals.view')
  @ReadsFrom('goals')
  @Endpoint({ summary: 'One of my goals', response: OneGoalAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    const owner = { userId: user.id, siteId: user.siteId };
    const row = await personGoal(this.db, owner, id);
    if (!row) throw goalNotFound();
    return one(personGoalView(row, runAgainFacts(await personGoals(this.db, owner, 'active'), await this.today(user.siteId))));
  }

  /**
   * Administrators see what deleting does; anyone else signed in reads their own site's catalogue
   * (titles and months, as the challenge catalogue: the screens that use it follow the goals flag).
   */
  private async catalogueSite(user: CurrentUser, siteIdParam: string): Promise<{ siteId: string; admin: boolean }> {
    if (can(user.role, 'content.manage', {})) return { siteId: await this.sites.administered(user, siteIdParam), admin: true };
    requireOwnSite(user.siteId, siteIdParam);
    return { siteId: user.siteId, admin: false };
  }

  private async views(rows: readonly SiteGoalRow[], siteId: string, admin: boolean): Promise<Goal[]> {
    if (!admin) return rows.map((row) => siteGoalView(row));
    const children = await siteGoalChildren(
      this.db,
      rows.map((row) => row.id),
      siteId,
    );
    return rows.map((row) => adminGoalView(row, siteId, children.get(row.id) ?? []));
  }

  @Get('sites/:siteId/goals')
  @ReadsFrom('goals')
  @Endpoint({
    summary: "The site's goal catalogue: its own goals and the defaults it has not edited, by start month",
    response: GoalsAnswer,
  })
  async catalogue(@User() user: CurrentUser, @Param('siteId') siteIdParam: string, @Query() query: SiteGoalsQueryDto) {
    const { siteId, admin } = await this.catalogueSite(user, siteIdParam);
    const rows = await catalogueGoals(this.db, siteId);
    return list(await this.views(firstPage(rows, query.page_size), siteId, admin), { total_records: rows.length });
  }

  @Get('sites/:siteId/goals/:id')
  @ReadsFrom('goals')
  @Endpoint({ summary: 'One goal of the catalogue', response: OneGoalAnswer })
  async catalogueGoal(@User() user: CurrentUser, @Param('siteId') siteIdParam: string, @Param('id') id: string) {
    const { siteId, admin } = await this.catalogueSite(user, siteIdParam);
    const row = await catalogueGoalOn(this.db, siteId, id);
    if (!row) throw goalNotFound();
    const [view] = await this.views([row], siteId, admin);
    return one(view);
  }
}
