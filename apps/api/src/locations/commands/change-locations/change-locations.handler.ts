import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { locations, locationsStream, type LocationCommand, type LocationEvent } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { SiteDirectory } from '../../../sites/site-directory.js';

/** Every change to a site's location tree (create, rename/move, reorder, delete, CSV upload). */
export class ChangeLocations extends ApiCommand<
  { command: LocationCommand; user: CurrentUser; correlationId: string },
  ChangeLocationsResult
>() {}

export interface ChangeLocationsResult {
  readonly events: readonly LocationEvent[];
  readonly state: locations.LocationsState;
  readonly position: bigint | null;
}

@CommandHandler(ChangeLocations)
export class ChangeLocationsHandler implements ICommandHandler<ChangeLocations> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  async execute({ command, user, correlationId }: ChangeLocations): Promise<ChangeLocationsResult> {
    await this.sites.get(command.siteId); // 404 for a site that does not exist
    const by = { actor: user, siteId: command.siteId, correlationId };
    const result = await this.commands.run(locationsStream(command.siteId), locations.locationsDecider, command, by);
    return {
      events: result.events.map(({ type, data }) => ({ type, data }) as LocationEvent),
      state: result.state,
      position: result.position,
    };
  }
}
