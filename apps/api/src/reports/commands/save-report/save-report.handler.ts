import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  reportNotFound,
  reportSeenFrom,
  reportStream,
  reportSubject,
  savedReportDecider,
  type ReportContent,
  type SavedReportEvent,
  type SavedReportState,
} from '@wellway/domain';
import { aggregateStream, SubjectErasedError, type EventStore, type HandleCommandResult, type KeyStore } from '@wellway/event-store';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, EVENT_STORE, KEY_STORE } from '../../../infrastructure/tokens.js';

export type SavedReportResult = HandleCommandResult<SavedReportEvent, SavedReportState>;

interface SaveFields {
  user: CurrentUser;
  siteId: string;
  reportId: string;
  /** `save-as`: a custom copy of `reportId` under `copyId`. */
  mode: 'create' | 'update' | 'save-as';
  copyId?: string;
  asCustom: boolean;
  content: ReportContent;
  knownFieldIds: ReadonlySet<string>;
  correlationId: string;
}

/** Create, update in place, or save as a custom copy (spec 3 §5's save rules decide). */
export class SaveReport extends ApiCommand<SaveFields, SavedReportResult>() {}

export class DeleteReport extends ApiCommand<
  { user: CurrentUser; siteId: string; reportId: string; correlationId: string },
  SavedReportResult
>() {}

@CommandHandler(SaveReport)
export class SaveReportHandler implements ICommandHandler<SaveReport> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({
    user,
    siteId,
    reportId,
    mode,
    copyId,
    asCustom,
    content,
    knownFieldIds,
    correlationId,
  }: SaveReport): Promise<SavedReportResult> {
    if (mode === 'save-as') {
      // The copied report must be one the site lists; its copy is new, whoever may save what.
      const source = await aggregateStream(this.store, reportStream(reportId), savedReportDecider);
      if (source.state.status !== 'saved' || !reportSeenFrom(source.state, siteId)) throw reportNotFound();
    }
    const id = mode === 'save-as' ? (copyId as string) : reportId;
    const command = {
      type: 'SaveReport',
      kind: mode === 'update' ? 'update' : 'create',
      reportId: id,
      siteId,
      asCustom: mode === 'save-as' || asCustom,
      parentId: mode === 'save-as' ? reportId : null,
      content,
      knownFieldIds,
      actor: { userId: user.id, role: user.role },
      at: this.config.now().toISOString(),
    } as const;
    return this.commands
      .run(reportStream(id), savedReportDecider, command, { actor: user, siteId, correlationId })
      .catch((error: unknown) => {
        // Deleted while this save was deciding: its key is gone, so it is gone (docs/personal-data.md).
        if (error instanceof SubjectErasedError && error.subject === reportSubject(id)) throw reportNotFound();
        throw error;
      });
  }
}

@CommandHandler(DeleteReport)
export class DeleteReportHandler implements ICommandHandler<DeleteReport> {
  private readonly logger = new Logger('Reports');

  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
  ) {}

  /**
   * Deletes, then destroys the report's key at once, so its name, filters and SQL are gone from
   * the log when the answer comes. The deletion is recorded either way: should the destroy fail,
   * the projector's report-keys worker destroys it (it does for every ReportDeleted).
   */
  async execute({ user, siteId, reportId, correlationId }: DeleteReport): Promise<SavedReportResult> {
    const command = {
      type: 'DeleteReport',
      reportId,
      siteId,
      actor: { userId: user.id, role: user.role },
      at: this.config.now().toISOString(),
    } as const;
    const result = await this.commands.run(reportStream(reportId), savedReportDecider, command, { actor: user, siteId, correlationId });
    await this.keys.destroy(reportSubject(reportId)).catch((error: unknown) => {
      this.logger.warn(`report ${reportId} is deleted; its key is left to the report-keys worker: ${(error as Error).message}`);
    });
    return result;
  }
}
