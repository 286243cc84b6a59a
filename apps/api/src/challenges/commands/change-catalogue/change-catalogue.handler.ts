import { randomUUID } from 'node:crypto';
import { ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  challengeCatalogue,
  challengeCatalogueMessages,
  challengeNotFound,
  challengeStream,
  deleteOutcome,
  saveTarget,
  scopeForSite,
  type ChallengeCatalogueCommand,
} from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import { inheritableItemOf, type CatalogueChallenge } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';

/** What an administrator asks of one catalogue item, on the site they administer. */
export type CatalogueChange =
  | { readonly kind: 'create'; readonly name: string; readonly month: number }
  | { readonly kind: 'update'; readonly id: string; readonly name: string; readonly month: number }
  | { readonly kind: 'delete'; readonly id: string };

export class ChangeCatalogue extends ApiCommand<
  { change: CatalogueChange; siteId: string; user: CurrentUser; correlationId: string },
  ChangeCatalogueResult
>() {}

export interface ChangeCatalogueResult {
  readonly challenge: CatalogueChallenge;
  readonly outcome: 'saved' | 'deleted' | 'reset';
  readonly position: bigint | null;
}

/**
 * Spec 3 §4 with default-site inheritance (shared/site-defaults.ts): a default saved on another
 * site becomes that site's copy; deleting a copy resets it to the default; a default cannot be
 * deleted from another site.
 */
@CommandHandler(ChangeCatalogue)
export class ChangeCatalogueHandler implements ICommandHandler<ChangeCatalogue> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ change, siteId, user, correlationId }: ChangeCatalogue): Promise<ChangeCatalogueResult> {
    const by = { actor: user, siteId, correlationId };
    const run = (id: string, command: ChallengeCatalogueCommand) =>
      this.commands.run(challengeStream(id), challengeCatalogue.challengeDecider, command, by);
    if (change.kind === 'create') {
      const id = randomUUID();
      const scope = scopeForSite(siteId);
      const result = await run(id, {
        type: 'SaveChallenge',
        challengeId: id,
        siteId: scope,
        parentId: null,
        name: change.name,
        month: change.month,
        create: true,
      });
      return { challenge: itemOf(id, result.state), outcome: 'saved', position: result.position };
    }
    // From the item's own stream, not the read model: an item created a moment ago is there already.
    const { state } = await aggregateStream(this.store, challengeStream(change.id), challengeCatalogue.challengeDecider);
    if (!state.exists) throw challengeNotFound();
    const item = itemOf(change.id, state);
    const inheritable = inheritableItemOf(item);
    if (change.kind === 'update') {
      const target = saveTarget(inheritable, siteId);
      if (target.kind === 'not-found') throw challengeNotFound(); // another site's: nothing changes
      const copy = target.kind === 'copy';
      const result = await run(target.itemId, {
        type: 'SaveChallenge',
        challengeId: target.itemId,
        siteId: copy ? target.siteId : item.site_id,
        parentId: copy ? target.parentId : item.parent_id,
        name: change.name,
        month: change.month,
        create: copy,
      });
      return { challenge: itemOf(target.itemId, result.state), outcome: 'saved', position: result.position };
    }
    const outcome = deleteOutcome(inheritable, siteId);
    if (outcome.kind === 'not-found') throw challengeNotFound();
    if (outcome.kind === 'refused') throw new ForbiddenException(challengeCatalogueMessages.defaultNotDeletable);
    const result = await run(item.id, { type: 'DeleteChallenge', challengeId: item.id });
    return { challenge: item, outcome: outcome.kind === 'reset' ? 'reset' : 'deleted', position: result.position };
  }
}

const itemOf = (id: string, state: challengeCatalogue.ChallengeState): CatalogueChallenge => ({
  id,
  name: state.name,
  month: state.month,
  site_id: state.siteId,
  parent_id: state.parentId,
});
