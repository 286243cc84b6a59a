import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { requiredTerms, termAcceptancesStream } from '@wellway/domain';
import { handleCommand, metadataFor, type EventStore } from '@wellway/event-store';
import { isTermRequired, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { isUuid } from '../../../http/validation.js';
import { EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { ContentSite } from '../../content-site.js';
import type { TermCommandResult } from '../change-required-term/change-required-term.handler.js';

/** The signed-in person accepts one of their own site's required pages. */
export class AcceptTerm extends Command<TermCommandResult> {
  constructor(
    readonly user: CurrentUser,
    readonly contentId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(AcceptTerm)
export class AcceptTermHandler implements ICommandHandler<AcceptTerm> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  async execute({ user, contentId, correlationId }: AcceptTerm): Promise<TermCommandResult> {
    await this.sites.caughtUp();
    const isRequired = isUuid(contentId) && (await isTermRequired(this.db, user.siteId, contentId));
    const result = await handleCommand({
      store: this.store,
      stream: termAcceptancesStream(user.id),
      decider: requiredTerms.termAcceptanceDecider,
      command: { type: 'AcceptTerm', userId: user.id, siteId: user.siteId, contentId, isRequired },
      metadata: metadataFor({ actor: user, siteId: user.siteId, correlationId }),
    });
    return { contentId, position: result.position };
  }
}
