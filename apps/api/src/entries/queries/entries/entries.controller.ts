import { Controller, Get, Inject, Param, Query, UnprocessableEntityException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { entriesChart, entryWeeks, findEntry, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RecordId } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

import { ChartAnswer, EntryChartQueryDto, EntryShownAnswer, EntryWeeksAnswer, EntryWeeksQueryDto } from './entries.dto.js';
import { entryNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

export const MAX_CHART_DAYS = 400;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

function checkRange(from: string, to: string, maxDays: number): void {
  const days = daysBetween(from, to);
  if (Number.isNaN(days)) throw new UnprocessableEntityException('from_date and to_date must be real days written YYYY-MM-DD.');
  if (days < 0) throw new UnprocessableEntityException('from_date must be on or before to_date.');
  if (days >= maxDays) throw new UnprocessableEntityException(`A range can cover at most ${maxDays} days.`);
}

/** An explicit range as given; a year runs from 1 January to today (or 31 December); a future year has none. */
function weeksRange(
  input: { year?: number; from_date?: string; to_date?: string },
  today: string,
): { fromDate: string; toDate: string } | null {
  const forYear = input.year ?? Number(today.slice(0, 4));
  const fromDate = input.from_date ?? `${forYear}-01-01`;
  const yearEnd = `${forYear}-12-31`;
  const toDate = input.to_date ?? (yearEnd < today ? yearEnd : today);
  if (!input.to_date && toDate < fromDate) return null;
  checkRange(fromDate, toDate, 372);
  return { fromDate, toDate };
}

@Controller()
@RequirePermission('entries.log')
export class EntriesController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  @Get('entries/chart')
  @RequirePermission('stats.view')
  @ReadsFrom('entries')
  @Endpoint({ summary: 'The chart: daily totals between two dates', response: ChartAnswer })
  async chart(@User() user: CurrentUser, @Query() query: EntryChartQueryDto) {
    const { from_date, to_date } = query;
    checkRange(from_date, to_date, MAX_CHART_DAYS);
    const { site } = await this.sites.get(user.siteId);
    return list(await entriesChart(this.db, { userId: user.id, fromDate: from_date, toDate: to_date, goalSteps: site.daily_step_goal }));
  }

  @Get('entries/:id')
  @ReadsFrom('entries')
  @Endpoint({ summary: 'One logged day', response: EntryShownAnswer })
  async show(@User() user: CurrentUser, @Param('id', RecordId(entryNotFound)) id: string) {
    const { site } = await this.sites.get(user.siteId);
    const entry = await findEntry(this.db, id, site.daily_step_goal);
    if (!entry || entry.user_id !== user.id) throw entryNotFound();
    return one(entry);
  }

  /** ISO weeks of a year (up to today) or of an explicit range, newest first. */
  @Get('entry_weeks')
  @ReadsFrom('entries')
  @Endpoint({ summary: 'ISO weeks of a year (up to today) or of a range, newest first', response: EntryWeeksAnswer })
  async weeks(@User() user: CurrentUser, @Query() query: EntryWeeksQueryDto) {
    const input = query;
    const { site } = await this.sites.get(user.siteId);
    const range = weeksRange(input, this.sites.today(site));
    if (!range) return list([]);
    const weeks = await entryWeeks(this.db, { userId: user.id, ...range, goalSteps: site.daily_step_goal });
    return list(input.page_size ? weeks.slice(0, input.page_size) : weeks, { total_records: weeks.length });
  }
}
