import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { hash } from '@node-rs/argon2';
import {
  completeSiteSettings,
  DomainError,
  newSiteProfile,
  seenFrom,
  siteEvaluationDecider,
  siteEvaluationStream,
  siteMessages,
  siteStream,
  sites,
  siteUrlReservations,
  siteUrlsOf,
  type SiteCommand,
  type SiteProfile,
} from '@wellway/domain';
import {
  aggregateStream,
  metadataFor,
  WrongExpectedRevisionError,
  type EventStore,
  type KnownState,
  type MetadataInput,
} from '@wellway/event-store';
import { SiteUrlReservations } from '../../site-url-reservations.js';
import type { PositionWaiter, SiteRow } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, EVENT_STORE, POSITION_WAITER } from '../../../infrastructure/tokens.js';
import { SiteDirectory, type SiteContext } from '../../site-directory.js';
import { mergeSiteBody, type SaveSiteBody } from '@wellway/contracts';

/** POST /sites (siteId undefined: a new site) and PUT /sites/{id}. */
export class SaveSite extends ApiCommand<
  {
    user: CurrentUser;
    body: SaveSiteBody;
    correlationId: string;
    siteId?: string;
    /** If-Match: the site stream's revision the editor loaded (409 when someone saved since). */
    ifMatch?: bigint;
  },
  SaveSiteResult
>() {}

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

function rowOf(profile: SiteProfile, hasPilotPassword: boolean, activities: SiteContext['activities'], revision: bigint): SiteRow {
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
    revision: Number(revision),
  };
}

const changedElsewhere = () => new DomainError('conflict', 'site_changed', siteMessages.changedElsewhere);
const initialEvaluationNotFound = () => new DomainError('validation', 'initial_evaluation_not_found', 'Choose an evaluation of this site.');

/** The profile a CreateSite or UpdateSite records (the decider always records one). */
function recordedProfile(events: readonly { readonly type: string; readonly data: unknown }[]): SiteProfile {
  return events.find((event) => event.type === 'SiteCreated' || event.type === 'SiteUpdated')?.data as SiteProfile;
}

@CommandHandler(SaveSite)
export class SaveSiteHandler implements ICommandHandler<SaveSite> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
  ) {}

  async execute({ user, body, correlationId, siteId, ifMatch }: SaveSite): Promise<SaveSiteResult> {
    const current = siteId === undefined ? undefined : await this.sites.get(siteId, { fresh: true });
    const id = siteId ?? randomUUID();
    const stream = siteStream(id);
    const by = { actor: user, siteId: id, correlationId };
    const { state, revision, profile } = await this.load(stream);
    // The fields not sent keep what the log holds at the revision appended at (the read model may lag behind it).
    const base = current ? (profile ?? profileOf(current.site)) : newSiteProfile(id, this.config.now().getUTCFullYear());
    const site = mergeSiteBody(base, body);
    await this.checkInitialEvaluation(id, base.settings?.initialSiteEvaluationId ?? null, site.settings?.initialSiteEvaluationId ?? null);
    const pilotPasswordHash = body.pilot_password === undefined ? undefined : body.pilot_password ? await hash(body.pilot_password) : null;
    const pilot = pilotPasswordHash === undefined ? {} : { pilotPasswordHash };
    const command: SiteCommand = current ? { type: 'UpdateSite', site, ...pilot } : { type: 'CreateSite', site, ...pilot };
    // If-Match names the revision the editor loaded: someone saved the site since.
    if (ifMatch !== undefined && ifMatch !== revision) throw changedElsewhere();
    // The rules (and 404) first, so a refused form takes no URL; then the URLs it claims.
    const { claimed, dropped } = siteUrlReservations.siteUrlChanges(state.urls, siteUrlsOf(recordedProfile(sites.decide(command, state))));
    const urls = new SiteUrlReservations(this.store, id, metadataFor(by));
    await urls.check(claimed);
    const reserved = await urls.reserve(claimed);
    let result: Awaited<ReturnType<typeof this.append>>;
    try {
      result = await this.append(stream, command, { state, revision }, by);
    } catch (error) {
      // Give back what this save reserved, unless a concurrent save of this site now lists it.
      const listed = (await this.load(stream)).state.urls;
      await urls.release(reserved.filter((url) => !listed.includes(url)));
      if (error instanceof WrongExpectedRevisionError) throw changedElsewhere();
      throw error;
    }
    await urls.release(dropped);
    // Forgotten once the read model has the change, so no request caches the old site again.
    if (result.position !== null) await this.waiter.waitFor(['sites'], result.position, this.config.readYourWritesTimeoutMs);
    this.sites.forget(id);
    const recorded = recordedProfile(result.events);
    const context: SiteContext = {
      site: rowOf(recorded, result.state.hasPilotPassword, current?.activities ?? [], result.revision),
      activities: current?.activities ?? [],
      participants: current?.participants ?? 0,
      pilotPasswordHash: null,
    };
    return { context, position: result.position, created: !current };
  }

  /**
   * Appended at the revision it was decided on, from the state already read (no second read): a
   * concurrent change of the site is a 409, never a silent retry.
   */
  private append(stream: string, command: SiteCommand, known: KnownState<sites.SiteState>, by: MetadataInput) {
    return this.commands.run(stream, sites.siteDecider, command, by, { expectedRevision: known.revision, known });
  }

  /**
   * A newly chosen initial evaluation is one the site sees (its own or a default, not deleted), read
   * from the evaluation's stream (one created a moment ago is there already); another site's is refused.
   */
  private async checkInitialEvaluation(siteId: string, before: string | null, chosen: string | null): Promise<void> {
    if (chosen === null || chosen === before) return;
    const { state } = await aggregateStream(this.store, siteEvaluationStream(chosen), siteEvaluationDecider);
    if (state.status !== 'active' || state.identity === null) throw initialEvaluationNotFound();
    const { siteEvaluationId: id, siteId: scope, parentId } = state.identity;
    if (!seenFrom({ id, siteId: scope, parentId }, siteId)) throw initialEvaluationNotFound();
  }

  private async load(stream: string) {
    const { events, revision, state } = await aggregateStream(this.store, stream, sites.siteDecider);
    const last = events.findLast((event) => event.type === 'SiteCreated' || event.type === 'SiteUpdated')?.data as SiteProfile | undefined;
    const profile = last && { ...last, urls: [...siteUrlsOf(last)], settings: completeSiteSettings(last.settings) };
    return { state, revision, profile };
  }
}
