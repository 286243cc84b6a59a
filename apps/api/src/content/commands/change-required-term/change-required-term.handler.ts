import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { Kysely } from 'kysely';
import { requiredTerms, requiredTermsStream } from '@wellway/domain';
import { findContent, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { isUuid } from '../../../http/validation.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { ContentSite } from '../../content-site.js';

/** What a required-terms command answers: the page it was about, and where its events are. */
export interface TermCommandResult {
  readonly contentId: string;
  readonly position: bigint | null;
}

/** A site starts or stops requiring one of its privacy or terms pages. */
export class ChangeRequiredTerm extends ApiCommand<
  { change: 'require' | 'stop'; user: CurrentUser; siteId: string; contentId: string; correlationId: string },
  TermCommandResult
>() {}

@CommandHandler(ChangeRequiredTerm)
export class ChangeRequiredTermHandler implements ICommandHandler<ChangeRequiredTerm> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  async execute({ change, user, siteId, contentId, correlationId }: ChangeRequiredTerm): Promise<TermCommandResult> {
    await this.sites.caughtUp();
    const found = isUuid(contentId) ? await findContent(this.db, siteId, contentId) : undefined;
    const command =
      change === 'require'
        ? { type: 'RequireTerm' as const, siteId, contentId, content: found ? { siteId: found.site_id, category: found.category } : null }
        : { type: 'StopRequiringTerm' as const, siteId, contentId };
    const by = { actor: user, siteId, correlationId };
    const { position } = await this.commands.run(requiredTermsStream(siteId), requiredTerms.requiredTermsDecider, command, by);
    return { contentId, position };
  }
}
