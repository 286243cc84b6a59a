import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { eligibility, eligibilityIdFor, eligibilityStream, type EligibilityCommand, type PersonalDigests } from '@wellway/domain';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { PERSONAL_DIGESTS } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import type { EligibilityBody } from '@wellway/contracts';

type Change = 'create' | 'change' | 'delete' | 'reset';

/** An administrator's change to one eligibility record of `siteId` (already checked as theirs to administer). */
export class ChangeEligibilityRecord extends ApiCommand<
  { change: Change; user: CurrentUser; siteId: string; correlationId: string; eligibilityId: string | null; body: EligibilityBody | null },
  ChangeEligibilityResult
>() {}

export interface ChangeEligibilityResult {
  readonly eligibilityId: string;
  readonly position: bigint | null;
}

@CommandHandler(ChangeEligibilityRecord)
export class ChangeEligibilityRecordHandler implements ICommandHandler<ChangeEligibilityRecord> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(PERSONAL_DIGESTS) private readonly digests: PersonalDigests,
  ) {}

  async execute({ change, user, siteId, correlationId, eligibilityId, body }: ChangeEligibilityRecord): Promise<ChangeEligibilityResult> {
    const { site } = await this.sites.get(siteId);
    const today = this.sites.today(site);
    const details = {
      firstName: body?.first_name ?? '',
      lastName: body?.last_name ?? '',
      email: body?.email ?? '',
      location: body?.string_1 ?? '',
      birthDate: body?.birth_date ?? null,
    };
    const identifier = body?.identifier ?? '';
    const id = eligibilityId ?? eligibilityIdFor(siteId, this.digests.eligibilityIdentifier(identifier));
    const command: EligibilityCommand =
      change === 'create'
        ? { type: 'CreateEligibilityRecord', siteId, eligibilityId: id, identifier, details, today }
        : change === 'change'
          ? { type: 'ChangeEligibilityRecord', siteId, details, today }
          : change === 'delete'
            ? { type: 'DeleteEligibilityRecord', siteId }
            : { type: 'ResetEligibility', siteId };
    const by = { actor: user, siteId, correlationId };
    const { position } = await this.commands.run(eligibilityStream(id), eligibility.eligibilityDecider, command, by);
    return { eligibilityId: id, position };
  }
}
