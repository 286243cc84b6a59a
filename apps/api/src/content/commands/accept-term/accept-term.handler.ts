import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { Kysely } from 'kysely';
import { requiredTerms, termAcceptancesStream } from '@wellway/domain';
import { isTermRequired, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { isUuid } from '../../../http/validation.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { ContentSite } from '../../content-site.js';
import type { TermCommandResult } from '../change-required-term/change-required-term.handler.js';

/** The signed-in person accepts one of their own site's required pages. */
export class AcceptTerm extends ApiCommand<{ user: CurrentUser; contentId: string; correlationId: string }, TermCommandResult>() {}

@CommandHandler(AcceptTerm)
export class AcceptTermHandler implements ICommandHandler<AcceptTerm> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  async execute({ user, contentId, correlationId }: AcceptTerm): Promise<TermCommandResult> {
    await this.sites.caughtUp();
    const isRequired = isUuid(contentId) && (await isTermRequired(this.db, user.siteId, contentId));
    const command = { type: 'AcceptTerm', userId: user.id, siteId: user.siteId, contentId, isRequired } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const { position } = await this.commands.run(termAcceptancesStream(user.id), requiredTerms.termAcceptanceDecider, command, by);
    return { contentId, position };
  }
}
