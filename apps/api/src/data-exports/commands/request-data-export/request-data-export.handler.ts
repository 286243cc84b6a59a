import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dataExports, dataExportsStream } from '@wellway/domain';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';

export interface DataExportRequestResult {
  /** The new export, or the one already being built. */
  readonly exportId: string;
  /** Null when asking again appended nothing. */
  readonly position: bigint | null;
  readonly requestedAt: string;
}

/** The signed-in person asks for an archive of their data (never a master acting as them). */
export class RequestDataExportCommand extends ApiCommand<{ user: CurrentUser; correlationId: string }, DataExportRequestResult>() {}

@CommandHandler(RequestDataExportCommand)
export class RequestDataExportHandler implements ICommandHandler<RequestDataExportCommand> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ user, correlationId }: RequestDataExportCommand): Promise<DataExportRequestResult> {
    const requestedAt = this.config.now().toISOString();
    const command = {
      type: 'RequestDataExport',
      exportId: randomUUID(),
      userId: user.id,
      siteId: user.siteId,
      requestedAt,
      impersonatorId: user.impersonatorId,
    } as const;
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(dataExportsStream(user.id), dataExports.dataExportsDecider, command, by);
    const appended = result.events[0]?.data as { exportId: string; requestedAt: string } | undefined;
    return {
      exportId: appended?.exportId ?? result.state.inProgress ?? command.exportId,
      position: result.position,
      requestedAt: appended?.requestedAt ?? requestedAt,
    };
  }
}
