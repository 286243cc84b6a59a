import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import { completeSiteSettings, newSiteProfile, siteStream, sites, siteUrlsOf, type SiteCommand, type SiteProfile } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import type { PositionWaiter, SiteRow } from '@wellway/read-models';
import type { ApiConfig } from '../../config.js';
import type { CurrentUser } from '../../http/current-user.js';
import { metadataFor } from '../../http/metadata.js';
import { CONFIG, EVENT_STORE, POSITION_WAITER } from '../../infrastructure/tokens.js';
import { SiteDirectory, type SiteContext } from '../site-directory.js';
import { mergeSiteBody, type SaveSiteBody } from './save-site.dto.js';

/** POST /sites (siteId undefined: a new site) and PUT /sites/{id}. */
export class SaveSite {
  constructor(
    readonly user: CurrentUser,
    readonly body: SaveSiteBody,
    readonly correlationId: string,
    readonly siteId?: string,
  ) {}
}

export interface SaveSiteResult {
  readonly context: SiteContext;
  readonly position: bigint | null;
  readonly created: boolean;
}

export const profileOf = (site: SiteRow): SiteProfile => ({
  siteId: site.id,
  name: site.name,
  urls: site.urls,
  years: site.years,
  timeZone: site.time_zone,
  flags: site.flags,
  friendLabel: site.friend_label,
  friendLabelPlural: site.friend_label_plural,
  dailyStepGoal: site.daily_step_goal,
  settings: site.settings,
});

function rowOf(profile: SiteProfile, hasPilotPassword: boolean, activities: SiteContext['activities']): SiteRow {
  return {
    id: profile.siteId,
    name: profile.name,
    urls: [...siteUrlsOf(profile)],
    years: [...profile.years],
    time_zone: profile.timeZone,
    flags: profile.flags,
    friend_label: profile.friendLabel,
    friend_label_plural: profile.friendLabelPlural,
    daily_step_goal: profile.dailyStepGoal,
    settings: completeSiteSettings(profile.settings),
    has_pilot_password: hasPilotPassword,
    exercise_activities: activities.map(({ id, name }) => ({ id, name })),
  };
}

@CommandHandler(SaveSite)
export class SaveSiteHandler implements ICommandHandler<SaveSite, SaveSiteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
  ) {}

  async execute({ user, body, correlationId, siteId }: SaveSite): Promise<SaveSiteResult> {
    const current = siteId === undefined ? undefined : await this.sites.get(siteId, { fresh: true });
    const id = siteId ?? randomUUID();
    const base = current ? profileOf(current.site) : newSiteProfile(id, this.config.now().getUTCFullYear());
    const site = mergeSiteBody(base, body);
    const pilotPasswordHash = body.pilot_password === undefined ? undefined : body.pilot_password ? await hash(body.pilot_password) : null;
    const pilot = pilotPasswordHash === undefined ? {} : { pilotPasswordHash };
    const command: SiteCommand = current ? { type: 'UpdateSite', site, ...pilot } : { type: 'CreateSite', site, ...pilot };
    const result = await handleCommand({
      store: this.store,
      stream: siteStream(id),
      decider: sites.siteDecider,
      command,
      metadata: metadataFor({ actorId: user.id, siteId: id, correlationId }),
    });
    // Forgotten once the read model has the change, so no request caches the old site again.
    if (result.position !== null) await this.waiter.waitFor(['sites'], result.position, this.config.readYourWritesTimeoutMs);
    this.sites.forget(id);
    const recorded = result.events.find((event) => event.type === 'SiteCreated' || event.type === 'SiteUpdated')?.data as SiteProfile;
    const context: SiteContext = {
      site: rowOf(recorded, result.state.hasPilotPassword, current?.activities ?? []),
      activities: current?.activities ?? [],
      participants: current?.participants ?? 0,
      pilotPasswordHash: null,
    };
    return { context, position: result.position, created: !current };
  }
}
