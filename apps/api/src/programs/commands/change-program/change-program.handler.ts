import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { programs, programStream, type CreateProgram, type DeleteProgram, type ProgramCommand, type UpdateProgram } from '@wellway/domain';
import type { EventStore } from '@wellway/event-store';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';
import { siteLocationIds } from '../../../locations/site-location-ids.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

/** A program command before the handler looked up its context. */
export type ProgramRequest = Omit<CreateProgram, 'context'> | Omit<UpdateProgram, 'context'> | DeleteProgram;

/** POST /sites/{site_id}/programs, PUT /programs/{id}, DELETE /programs/{id}. */
export class ChangeProgram extends ApiCommand<
  {
    request: ProgramRequest;
    user: CurrentUser;
    correlationId: string;
    /** If-Match: the program's revision the caller edited (409 when it moved on). */
    ifMatch?: bigint;
  },
  ChangeProgramResult
>() {}

export interface ChangeProgramResult {
  readonly state: programs.ProgramState;
  readonly revision: bigint;
  readonly position: bigint | null;
}

@CommandHandler(ChangeProgram)
export class ChangeProgramHandler implements ICommandHandler<ChangeProgram> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
  ) {}

  async execute({ request, user, correlationId, ifMatch }: ChangeProgram): Promise<ChangeProgramResult> {
    const { siteId } = request;
    await this.sites.get(siteId); // 404 for a site that does not exist
    const command: ProgramCommand =
      request.type === 'DeleteProgram'
        ? request
        : { ...request, context: { siteLocationIds: [...(await siteLocationIds(this.store, siteId))] } };
    const by = { actor: user, siteId, correlationId };
    const { state, revision, position } = await this.commands.run(programStream(command.programId), programs.programDecider, command, by, {
      expectedRevision: ifMatch,
    });
    return { state, revision, position };
  }
}
