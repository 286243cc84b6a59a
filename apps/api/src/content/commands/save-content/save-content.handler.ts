import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { content, contentStream, type ContentCategory, type ContentCommand } from '@wellway/domain';
import { findContent, takenContentKeys, type Database } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import type { ContentBody } from '@wellway/contracts';
import { ContentSite } from '../../content-site.js';
import { sanitizeContentHtml } from '../../sanitize.js';

/** Create (contentId null), change or delete (body null) one content item of `siteId`. */
export class SaveContent extends ApiCommand<
  { user: CurrentUser; siteId: string; correlationId: string; contentId: string | null; body: ContentBody | null },
  SaveContentResult
>() {}

export interface SaveContentResult {
  readonly contentId: string;
  readonly position: bigint | null;
}

@CommandHandler(SaveContent)
export class SaveContentHandler implements ICommandHandler<SaveContent> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(ContentSite) private readonly sites: ContentSite,
  ) {}

  async execute({ user, siteId, correlationId, contentId, body }: SaveContent): Promise<SaveContentResult> {
    const id = contentId ?? randomUUID();
    await this.sites.caughtUp();
    const command =
      body === null ? ({ type: 'DeleteContent', siteId } as const) : await this.saveCommand(siteId, id, contentId === null, body);
    const { position } = await this.commands.run(contentStream(id), content.contentDecider, command, {
      actor: user,
      siteId,
      correlationId,
    });
    return { contentId: id, position };
  }

  private async saveCommand(siteId: string, id: string, isNew: boolean, body: ContentBody): Promise<ContentCommand> {
    // An existing item keeps its category whatever the body says.
    const category: ContentCategory = isNew ? body.category : ((await findContent(this.db, siteId, id))?.category ?? body.category);
    const input = {
      key: body.key,
      group: body.group,
      sequence: body.sequence,
      title: body.title,
      summaryHtml: sanitizeContentHtml(body.summary_html),
      contentHtml: sanitizeContentHtml(body.content_html),
      hidden: body.hidden,
      takenKeys: await takenContentKeys(this.db, siteId, category, isNew ? null : id),
    };
    return isNew
      ? { type: 'CreateContent', contentId: id, siteId, category, content: input }
      : { type: 'ChangeContent', siteId, content: input };
  }
}
