import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import {
  badgeDefinitionStream,
  badgeDefinitions,
  badgeOrderStream,
  badgeSaveTarget,
  scopeForSite,
  sites,
  siteStream,
  type BadgeDefinitionState,
  type BadgeFields,
} from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import { listBadgeDefinitions, type Database } from '@wellway/read-models';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

interface By {
  readonly user: CurrentUser;
  /** The site being administered (administeredSite). */
  readonly siteId: string;
  readonly correlationId: string;
}

export interface BadgeWritten {
  /** The badge written: the one saved, or the site's copy the save made. */
  readonly badgeId: string;
  readonly position: bigint | null;
  /** Its definition as decided (absent once deleted). */
  readonly badge?: BadgeView;
}

export interface BadgeView {
  id: string;
  site_id: string | null;
  parent_id: string | null;
  program_id: string | null;
  name: string;
  category: BadgeFields['category'];
  goal: number;
  goal2: number | null;
  icon: string;
  sequence: number;
  earned_on: null;
}

function viewOf(badgeId: string, state: BadgeDefinitionState, sequence: number): BadgeView | undefined {
  if (!state.fields) return undefined;
  const { name, category, goal, goal2, programId, icon } = state.fields;
  return {
    id: badgeId,
    site_id: state.siteId,
    parent_id: state.parentId,
    program_id: programId,
    name,
    category,
    goal,
    goal2,
    icon,
    sequence,
    earned_on: null,
  };
}

export class CreateBadge extends ApiCommand<By & { fields: BadgeFields }, BadgeWritten>() {}
export class SaveBadge extends ApiCommand<By & { badgeId: string; fields: BadgeFields }, BadgeWritten>() {}
export class DeleteBadge extends ApiCommand<By & { badgeId: string }, BadgeWritten & { outcome: 'deleted' | 'reset' }>() {}
export class ReorderBadges extends ApiCommand<By & { sequence: readonly string[] }, { position: bigint | null }>() {}
export class SetBadgeLockedImage extends ApiCommand<By & { image: string | null }, { position: bigint | null }>() {}

const metadata = ({ user, siteId, correlationId }: By) => ({ actor: user, siteId, correlationId });

/** POST /badges: a new badge, last in the site's order. */
@CommandHandler(CreateBadge)
export class CreateBadgeHandler implements ICommandHandler<CreateBadge> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute(command: CreateBadge): Promise<BadgeWritten> {
    await this.sites.get(command.siteId);
    const badgeId = randomUUID();
    const sequence = (await listBadgeDefinitions(this.db, command.siteId)).length + 1;
    const create = { type: 'CreateBadge' as const, badgeId, siteId: scopeForSite(command.siteId), fields: command.fields, sequence };
    const result = await this.commands.run(
      badgeDefinitionStream(badgeId),
      badgeDefinitions.badgeDefinitionDecider,
      create,
      metadata(command),
    );
    return { badgeId, position: result.position, badge: viewOf(badgeId, result.state, sequence) };
  }
}

/** PUT /badges/{id}: in place, or (a default saved on another site) that site's one copy. */
@CommandHandler(SaveBadge)
export class SaveBadgeHandler implements ICommandHandler<SaveBadge> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute(command: SaveBadge): Promise<BadgeWritten> {
    await this.sites.get(command.siteId);
    const edited = await aggregateStream(this.store, badgeDefinitionStream(command.badgeId), badgeDefinitions.badgeDefinitionDecider);
    const target = badgeSaveTarget(command.badgeId, edited.state, command.siteId);
    const parentId = target.kind === 'copy' ? target.parentId : edited.state.parentId;
    const seen = await listBadgeDefinitions(this.db, command.siteId);
    const sequence = seen.find((badge) => badge.id === command.badgeId)?.sequence ?? seen.length + 1;
    const save = {
      type: 'SaveBadge' as const,
      badgeId: target.itemId,
      siteId: scopeForSite(command.siteId),
      parentId,
      fields: command.fields,
      sequence,
    };
    // Everyone saving the same default at once meets on the one copy's stream: retried until each is decided.
    const result = await this.commands.run(
      badgeDefinitionStream(target.itemId),
      badgeDefinitions.badgeDefinitionDecider,
      save,
      metadata(command),
      { maxAttempts: 12 },
    );
    return { badgeId: target.itemId, position: result.position, badge: viewOf(target.itemId, result.state, sequence) };
  }
}

/** DELETE /badges/{id}: 'Delete Badge' on the default site (or a site's own), 'Reset Badge' for a site's copy. */
@CommandHandler(DeleteBadge)
export class DeleteBadgeHandler implements ICommandHandler<DeleteBadge> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute(command: DeleteBadge): Promise<BadgeWritten & { outcome: 'deleted' | 'reset' }> {
    await this.sites.get(command.siteId);
    const remove = { type: 'DeleteBadge' as const, badgeId: command.badgeId, administeredSiteId: command.siteId };
    const result = await this.commands.run(
      badgeDefinitionStream(command.badgeId),
      badgeDefinitions.badgeDefinitionDecider,
      remove,
      metadata(command),
    );
    const outcome = result.events.some((event) => event.type === 'BadgeReset') ? 'reset' : 'deleted';
    return { badgeId: command.badgeId, position: result.position, outcome };
  }
}

/** POST /badges/reorder: the order of every badge the site sees. */
@CommandHandler(ReorderBadges)
export class ReorderBadgesHandler implements ICommandHandler<ReorderBadges> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute(command: ReorderBadges): Promise<{ position: bigint | null }> {
    await this.sites.get(command.siteId);
    const seen = (await listBadgeDefinitions(this.db, command.siteId)).map((badge) => badge.id);
    const scope = scopeForSite(command.siteId);
    const reorder = { type: 'ReorderBadges' as const, siteId: scope, sequence: command.sequence, seen };
    const result = await this.commands.run(badgeOrderStream(scope), badgeDefinitions.badgeOrderDecider, reorder, metadata(command));
    return { position: result.position };
  }
}

/** PUT /badges/locked_image: saved on the site (spec 3 §3 badge_locked_image). */
@CommandHandler(SetBadgeLockedImage)
export class SetBadgeLockedImageHandler implements ICommandHandler<SetBadgeLockedImage> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute(command: SetBadgeLockedImage): Promise<{ position: bigint | null }> {
    await this.sites.get(command.siteId);
    const set = { type: 'SetBadgeLockedImage' as const, siteId: command.siteId, badgeLockedImage: command.image };
    const result = await this.commands.run(siteStream(command.siteId), sites.siteDecider, set, metadata(command));
    this.sites.forget(command.siteId);
    return { position: result.position };
  }
}
