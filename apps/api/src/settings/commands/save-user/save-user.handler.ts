import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { hash } from '@node-rs/argon2';
import { can, passwordProblem, userStream, users, type LocationChoice, type PersonalDigests, type UserCommand } from '@wellway/domain';
import { aggregateStream, metadataFor, type EventStore } from '@wellway/event-store';
import type { SiteRow } from '@wellway/read-models';
import type { CurrentUser } from '../../../http/current-user.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { EVENT_STORE, PERSONAL_DIGESTS } from '../../../infrastructure/tokens.js';
import { emailReservation } from '../../../identity/email-reservation.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { siteLocationIds } from '../../../locations/site-location-ids.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import type { SaveUserBody } from '@wellway/contracts';

export class SaveUser extends ApiCommand<
  { actor: CurrentUser; userId: string; body: SaveUserBody; sessionTokenHash: string | undefined; correlationId: string },
  Positioned
>() {}

/**
 * Personal settings. A new e-mail is reserved (its reservation stream, 'no_stream') before the
 * change is appended at the revision it was decided on; the old address is released after. If
 * the change cannot be appended, the new reservation is released again.
 */
@CommandHandler(SaveUser)
export class SaveUserHandler implements ICommandHandler<SaveUser> {
  constructor(
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(PERSONAL_DIGESTS) private readonly digests: PersonalDigests,
  ) {}

  async execute({ actor, userId, body, sessionTokenHash, correlationId }: SaveUser) {
    const target = await this.commands.knownUser(userId);
    const { site } = await this.sites.get(target.site_id);
    const profile = body.profile;
    const wantsPassword = body.password !== undefined;
    const password = body.password ?? '';
    const passwordHash =
      wantsPassword && passwordProblem(password, body.password_confirmation ?? '', site.settings) === null ? await hash(password) : '';
    const command: UserCommand = {
      type: 'ChangePersonalSettings',
      userId,
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: body.email,
      address: {
        line1: profile.line1 ?? '',
        line2: profile.line2 ?? '',
        city: profile.city ?? '',
        stateProvince: profile.state_province ?? '',
        postalCode: profile.postal_code ?? '',
      },
      allowsSms: body.allows_sms,
      phone: profile.phone ?? '',
      timeZone: profile.time_zone ?? site.time_zone,
      ...(wantsPassword ? { password: { value: password, confirmation: body.password_confirmation ?? '', hash: passwordHash } } : {}),
      ...(body.location_id !== undefined ? { locationId: body.location_id || null } : {}),
      context: { siteTimeZone: site.time_zone, passwordRule: site.settings, locations: await this.locationChoice(actor, site, body) },
    };
    const by = { actor, siteId: target.site_id, correlationId };
    const metadata = metadataFor(by);

    const stream = userStream(userId);
    const known = await aggregateStream(this.store, stream, users.userDecider);
    const decided = users.decide(command, known.state);
    const emailChange = decided.find((event) => event.type === 'UserEmailChanged');
    if (emailChange)
      await emailReservation(this.store, this.digests, 'ReserveUserEmail', target.site_id, emailChange.data.email, userId, metadata);
    let position: bigint | null;
    try {
      ({ position } = await this.commands.run(stream, users.userDecider, command, by, { expectedRevision: known.revision, known }));
    } catch (error) {
      // Give the address back, unless a concurrent save of this user moved the account to it.
      if (emailChange && (await aggregateStream(this.store, stream, users.userDecider)).state.email !== emailChange.data.email) {
        await emailReservation(this.store, this.digests, 'ReleaseUserEmail', target.site_id, emailChange.data.email, userId, metadata);
      }
      throw error;
    }
    if (emailChange)
      await emailReservation(
        this.store,
        this.digests,
        'ReleaseUserEmail',
        target.site_id,
        emailChange.data.previousEmail,
        userId,
        metadata,
      );
    if (wantsPassword) {
      // A new password ends the account's other sessions (the one that set it stays).
      await this.sessions.endUserSessions(userId, actor.id === userId ? sessionTokenHash : undefined);
    }
    return { position };
  }

  /** Where the user may be placed, looked up only when the form sends a location. */
  private async locationChoice(actor: CurrentUser, site: SiteRow, body: SaveUserBody): Promise<LocationChoice | undefined> {
    if (body.location_id === undefined || site.flags.is_location_displayed !== true) return undefined;
    const ids = await siteLocationIds(this.store, site.id);
    return { ids, required: ids.size > 0, changeable: site.flags.allow_set_location === true || can(actor.role, 'users.edit') };
  }
}
