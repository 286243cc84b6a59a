import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { badges, userBadgesStream } from '@wellway/domain';
import { findSeenBadgeDefinition, findUserById, toBadgeDefinition, type Database } from '@wellway/read-models';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { badgeNotFound, userNotFound } from '../../../http/not-found.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

export interface BadgeAwards {
  readonly badge_id: string;
  readonly year: number;
  /** Participants who earned it now. */
  readonly awarded: string[];
  /** Participants who already had it this year (nothing changed for them). */
  readonly already: string[];
  readonly position: bigint | null;
}

export class AwardCustomBadge extends ApiCommand<
  { user: CurrentUser; siteId: string; badgeId: string; userIds: readonly string[]; correlationId: string },
  BadgeAwards
>() {}

/**
 * Spec 3 §4 custom badges: a coordinator or master awards one to chosen participants of the site.
 * Each award is the participant's own BadgeAwarded on their badge stream, decided against what
 * the stream holds, so a retried or doubled request awards each person once.
 */
@CommandHandler(AwardCustomBadge)
export class AwardCustomBadgeHandler implements ICommandHandler<AwardCustomBadge> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute({ user, siteId, badgeId, userIds, correlationId }: AwardCustomBadge): Promise<BadgeAwards> {
    const { site } = await this.sites.get(siteId);
    const row = await findSeenBadgeDefinition(this.db, siteId, badgeId);
    if (!row) throw badgeNotFound();
    const participants = [...new Set(userIds)];
    for (const userId of participants) {
      const participant = await findUserById(this.db, userId);
      if (participant?.site_id !== siteId) throw userNotFound();
    }
    const year = this.sites.year(site);
    const earnedOn = this.sites.today(site);
    const result: BadgeAwards = { badge_id: badgeId, year, awarded: [], already: [], position: null };
    let position: bigint | null = null;
    for (const userId of participants) {
      const award = { type: 'AwardCustomBadge' as const, userId, siteId, year, earnedOn, badge: toBadgeDefinition(row) };
      // Decided against what the stream holds: a second award, however close, finds the first and appends nothing.
      const run = await this.commands.run(userBadgesStream(userId), badges.userBadgesDecider, award, {
        actor: user,
        siteId,
        correlationId,
      });
      (run.events.length > 0 ? result.awarded : result.already).push(userId);
      position = run.position ?? position;
    }
    return { ...result, position };
  }
}
