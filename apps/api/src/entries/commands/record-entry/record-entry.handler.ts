import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { entries, entryIdFor, entryStream, type EntryCommand, type EntryState } from '@wellway/domain';
import { StreamStateCache } from '@wellway/event-store';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { SiteDirectory, siteToday } from '../../../sites/site-directory.js';
import { entryResponse } from '../../entry-response.js';
import type { Entry, RecordEntryBody } from '@wellway/contracts';

/** POST /entries (LogEntry) and PUT /entries/{id} (ChangeEntry, optionally guarded by If-Match). */
export class RecordEntry extends ApiCommand<
  { kind: EntryCommand['type']; user: CurrentUser; body: RecordEntryBody; correlationId: string; entryId?: string; ifMatch?: bigint },
  RecordEntryResult
>() {}

export interface RecordEntryResult {
  readonly entry: Entry;
  readonly position: bigint | null;
  readonly created: boolean;
}

@CommandHandler(RecordEntry)
export class RecordEntryHandler implements ICommandHandler<RecordEntry> {
  /** Entries this process wrote lately: editing one decides without re-reading its stream. */
  private readonly recent = new StreamStateCache<EntryState>(10_000);

  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ kind, user, body, correlationId, entryId, ifMatch }: RecordEntry): Promise<RecordEntryResult> {
    const context = await this.sites.get(user.siteId);
    const now = this.config.now();
    const command: EntryCommand = {
      type: kind,
      entryId: entryId ?? entryIdFor(user.id, body.recorded_on),
      userId: user.id,
      siteId: user.siteId,
      recordedOn: body.recorded_on,
      exerciseSteps: body.exercise_steps,
      exerciseMinutes: body.exercise_minutes,
      activities: body.entry_exercise_activities.map((row) => ({
        exerciseActivityId: row.exercise_activity_id ?? null,
        value: row.value ?? null,
      })),
      manuallyRecorded: body.manually_recorded,
      context: {
        today: siteToday(context.site, now),
        siteYears: context.site.years,
        exerciseActivityIds: context.activities.map((activity) => activity.id),
      },
    };
    const by = { actor: user, siteId: user.siteId, correlationId };
    const result = await this.commands.run(entryStream(command.entryId), entries.entryDecider, command, by, {
      expectedRevision: ifMatch,
      cache: this.recent,
      // Logging a day usually starts its stream; the store refutes the guess when it does not.
      assumeNewStream: kind === 'LogEntry',
    });
    if (result.state.status !== 'recorded') throw new Error('Entry decider accepted a command without recording it');
    const created = result.events.some((event) => event.type === 'EntryLogged');
    return { entry: entryResponse(result.state.entry, result.revision, now, context), position: result.position, created };
  }
}
