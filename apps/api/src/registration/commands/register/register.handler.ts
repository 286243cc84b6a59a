import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DomainError,
  eligibility,
  eligibilityIdFor,
  eligibilityStream,
  normaliseEmail,
  registrationClosedMessage,
  registrationProblems,
  siteAvailability,
  userStream,
  users,
  type EligibilityCommand,
  type PersonalDigests,
  type RegistrationInput,
  type RegistrationRules,
  type UserRegistered,
} from '@wellway/domain';
import { actorById, metadataFor, type EventStore, type MetadataInput, type NewEvent } from '@wellway/event-store';
import { insertSession, registeredUserRow, toUserRow, type Database, type PositionWaiter } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { emailReservation } from '../../../identity/email-reservation.js';
import { hashToken, newSessionToken, SESSION_HOURS, STAY_SIGNED_IN_DAYS } from '../../../identity/session-token.js';
import { userResponse } from '../../../identity/user-response.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, EVENT_STORE, PERSONAL_DIGESTS, POSITION_WAITER, READ_DB } from '../../../infrastructure/tokens.js';
import { siteLocationIds } from '../../../locations/site-location-ids.js';
import { SiteDirectory, siteToday } from '../../../sites/site-directory.js';
import type { RegisterBody } from '@wellway/contracts';

export class Register extends ApiCommand<
  {
    siteId: string;
    body: RegisterBody;
    /** The request carries this site's pilot-password cookie (checked by the controller). */
    pilot: (passwordHash: string | null) => boolean;
    correlationId: string;
  },
  RegisterResult
>() {}

export interface RegisterResult {
  readonly user: ReturnType<typeof userResponse>;
  readonly token: string;
  readonly expiresAt: Date;
  readonly position: bigint | null;
}

/**
 * Self-registration (spec 2 §4): three streams change, in an order that leaves nothing half-done.
 *   1. every rule that needs no stream is checked first (nothing is taken on a bad form);
 *   2. the e-mail is reserved (user_email-…, no_stream: of two racing registrations one wins);
 *   3. the eligibility record is claimed, when the site requires one (eligibility-…);
 *   4. the user is registered and signed in (user-<new id>, no_stream).
 * A step that fails gives back what the earlier steps took (claim, then reservation), as the
 * same new user id, so only this registration's holds are released. Each step is decided with
 * handleCommand (through the CommandRunner): a conflict re-runs the decision, and deciding again for the same user id
 * changes nothing.
 */
@CommandHandler(Register)
export class RegisterHandler implements ICommandHandler<Register> {
  private readonly logger = new Logger('Registration');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(PERSONAL_DIGESTS) private readonly digests: PersonalDigests,
  ) {}

  async execute({ siteId, body, pilot, correlationId }: Register): Promise<RegisterResult> {
    const context = await this.sites.get(siteId, { fresh: true });
    const { site } = context;
    const now = this.config.now();
    const today = siteToday(site, now);
    const availability = siteAvailability({
      settings: site.settings,
      flags: site.flags,
      today,
      participants: context.participants,
      pilot: pilot(context.pilotPasswordHash),
    });
    const closedMessage = registrationClosedMessage(availability, site.settings);
    const locationIds = await siteLocationIds(this.store, site.id);
    const rules: RegistrationRules = {
      passwordRule: site.settings,
      locationRequired: site.flags.is_location_displayed === true && locationIds.size > 0,
      locationIds,
      eligibilityRequired: site.flags.is_eligibility_displayed === true,
      birthDateRequired: site.flags.is_birth_date_eligibility_displayed === true,
      smsEnabled: site.flags.is_sms_enabled === true,
      today,
    };
    const input: RegistrationInput = {
      email: body.email,
      ...(body.email_confirmation === undefined ? {} : { emailConfirmation: body.email_confirmation }),
      password: body.password,
      ...(body.password_confirmation === undefined ? {} : { passwordConfirmation: body.password_confirmation }),
      firstName: body.profile.first_name,
      lastName: body.profile.last_name,
      locationId: body.location_id || null,
      birthDate: body.birth_date || null,
      eligibilityIdentifier: body.eligibility_identifier ?? null,
      allowsSms: body.allows_sms,
      phone: body.profile.phone ?? '',
    };
    // Step 1: the rules the decider will apply again, checked before anything is reserved.
    if (closedMessage !== null) throw new DomainError('forbidden', 'registration_closed', closedMessage);
    const problems = registrationProblems(input, rules);
    if (problems.length > 0) throw new DomainError('validation', 'invalid_registration', problems[0]!);

    const userId = randomUUID();
    const email = normaliseEmail(input.email);
    const by = { actor: actorById(userId), siteId: site.id, correlationId };
    const metadata = metadataFor(by);
    const passwordHash = await hash(input.password);

    await emailReservation(this.store, this.digests, 'ReserveUserEmail', site.id, email, userId, metadata);
    const identifier = rules.eligibilityRequired ? (input.eligibilityIdentifier ?? '').trim() : null;
    let position: bigint | null;
    let registered: UserRegistered['data'] | undefined;
    try {
      if (identifier !== null) {
        const { birthDate } = input;
        const claim = { type: 'ClaimEligibility', identifier, userId, birthDate, birthDateRequired: rules.birthDateRequired } as const;
        await this.onEligibility(site.id, identifier, claim, by);
      }
      try {
        const register = { userId, siteId: site.id, input, rules, closedMessage, passwordHash, startedOn: today };
        const command = { type: 'RegisterParticipant', ...register } as const;
        const result = await this.commands.run(userStream(userId), users.userDecider, command, by, { assumeNewStream: true });
        position = result.position;
        registered = result.events.find(
          (event): event is NewEvent<'UserRegistered', UserRegistered['data']> => event.type === 'UserRegistered',
        )?.data;
      } catch (error) {
        const release = { type: 'ReleaseEligibilityClaim', userId } as const;
        if (identifier !== null) await this.giveBack('claim', () => this.onEligibility(site.id, identifier, release, by));
        throw error;
      }
    } catch (error) {
      await this.giveBack('reservation', () =>
        emailReservation(this.store, this.digests, 'ReleaseUserEmail', site.id, email, userId, metadata),
      );
      throw error;
    }
    this.sites.forget(site.id); // the participant count changed

    const token = newSessionToken();
    const hours = body.stay_logged_in ? STAY_SIGNED_IN_DAYS * 24 : SESSION_HOURS;
    const expiresAt = new Date(now.getTime() + hours * 3600_000);
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId,
      siteId: site.id,
      expiresAt,
      staySignedIn: body.stay_logged_in,
      now,
    });
    // The session is looked up with its user: the next request finds both (bounded wait).
    if (position !== null) await this.waiter.waitFor(['users'], position, this.config.readYourWritesTimeoutMs);
    if (!registered) throw new Error('The user decider registered no one');
    // The row as the users projection will build it (the answer needs no read).
    const row = toUserRow(registeredUserRow(registered, position ?? 0n));
    return {
      user: userResponse(row, site),
      token,
      expiresAt,
      position,
    };
  }

  /** A step on the eligibility record of `identifier`: the claim, or giving it back. */
  private onEligibility(siteId: string, identifier: string, command: EligibilityCommand, by: MetadataInput) {
    const eligibilityId = eligibilityIdFor(siteId, this.digests.eligibilityIdentifier(identifier));
    return this.commands.run(eligibilityStream(eligibilityId), eligibility.eligibilityDecider, command, by);
  }

  /** Giving back must not hide why the registration failed: a failure here is logged. */
  private async giveBack(what: string, release: () => Promise<unknown>): Promise<void> {
    try {
      await release();
    } catch (error) {
      this.logger.error(
        `could not release the ${what} of a failed registration: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
