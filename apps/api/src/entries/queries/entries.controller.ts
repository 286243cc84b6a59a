import { Controller, Get, Inject, NotFoundException, Param, Query, UnprocessableEntityException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { dateInTimeZone } from '@wellway/domain';
import { entriesChart, entryWeeks, findEntry, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../config.js';
import { User, type CurrentUser } from '../../http/current-user.js';
import { list } from '../../http/envelope.js';
import { ReadsFrom } from '../../http/read-your-writes.js';
import { isoDate, isUuid, pageSize, parse, year } from '../../http/validation.js';
import { CONFIG, READ_DB } from '../../infrastructure/tokens.js';
import { SiteDirectory } from '../../sites/site-directory.js';

export const MAX_CHART_DAYS = 400;

const chartQuery = z.object({ from_date: isoDate, to_date: isoDate });
const weeksQuery = z.object({ year: year.optional(), from_date: isoDate.optional(), to_date: isoDate.optional(), page_size: pageSize.optional() });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

function checkRange(from: string, to: string, maxDays: number): void {
  const days = daysBetween(from, to);
  if (Number.isNaN(days)) throw new UnprocessableEntityException('from_date and to_date must be real days written YYYY-MM-DD.');
  if (days < 0) throw new UnprocessableEntityException('from_date must be on or before to_date.');
  if (days >= maxDays) throw new UnprocessableEntityException(`A range can cover at most ${maxDays} days.`);
}

@Controller()
export class EntriesController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('entries/chart')
  @ReadsFrom('entries')
  async chart(@User() user: CurrentUser, @Query() query: unknown) {
    const { from_date, to_date } = parse(chartQuery, query);
    checkRange(from_date, to_date, MAX_CHART_DAYS);
    const { site } = await this.sites.get(user.siteId);
    return list(await entriesChart(this.db, { userId: user.id, fromDate: from_date, toDate: to_date, goalSteps: site.daily_step_goal }));
  }

  @Get('entries/:id')
  @ReadsFrom('entries')
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    const { site } = await this.sites.get(user.siteId);
    const entry = isUuid(id) ? await findEntry(this.db, id, site.daily_step_goal) : null;
    if (!entry || entry.user_id !== user.id) throw new NotFoundException('Entry not found.');
    return { data: entry, meta: {} };
  }

  /** ISO weeks of a year (up to today) or of an explicit range, newest first. */
  @Get('entry_weeks')
  @ReadsFrom('entries')
  async weeks(@User() user: CurrentUser, @Query() query: unknown) {
    const input = parse(weeksQuery, query);
    const { site } = await this.sites.get(user.siteId);
    const today = dateInTimeZone(this.config.now(), site.time_zone);
    const forYear = input.year ?? Number(today.slice(0, 4));
    const fromDate = input.from_date ?? `${forYear}-01-01`;
    const yearEnd = `${forYear}-12-31`;
    const toDate = input.to_date ?? (yearEnd < today ? yearEnd : today);
    checkRange(fromDate, toDate < fromDate && !input.to_date ? fromDate : toDate, 372);
    const weeks = await entryWeeks(this.db, { userId: user.id, fromDate, toDate: toDate < fromDate ? fromDate : toDate, goalSteps: site.daily_step_goal });
    const limited = input.page_size ? weeks.slice(0, input.page_size) : weeks;
    return list(limited, { total_records: weeks.length });
  }
}
