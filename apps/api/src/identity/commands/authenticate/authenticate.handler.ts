import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { DomainError, normaliseEmail, userStream, users } from '@wellway/domain';
import { handleCommand, type EventStore, actorById, metadataFor } from '@wellway/event-store';
import { findSiteByHostname, findSiteById, findUserByEmail, insertSession, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { AttemptFailures, AttemptLimiter, clientOf, type LimitKey } from '../../../http/attempt-limiter.js';
import { hashToken, newSessionToken, SESSION_HOURS, STAY_SIGNED_IN_DAYS } from '../../session-token.js';
import { menuFlags } from '../../menu-flags.js';
import { userResponse } from '../../user-response.js';

export class Authenticate extends ApiCommand<
  {
    email: string;
    password: string;
    staySignedIn: boolean;
    siteId: string | undefined;
    hostname: string;
    clientIp: string;
    correlationId: string;
  },
  AuthenticateResult
>() {}

export interface AuthenticateResult {
  readonly user: ReturnType<typeof userResponse>;
  readonly token: string;
  readonly expiresAt: Date;
  readonly position: bigint | null;
}

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Sign-in limits (15-minute sliding window, docs/operating.md "Attempt limits"): they slow a
 * guesser without locking the owner out, and nobody's success resets another's count.
 * - one client, all accounts: 100 failures, never cleared by a success;
 * - one client, one account: 10 failures, cleared when that client signs in to that account;
 * - one account, all clients: from 10 failures the account is under attack, and each client's
 *   allowance on it drops to 3; a client that has not used its own allowance still gets in.
 */
export const SIGN_IN_LIMITS = { client: 100, clientOnAccount: 10, accountUnderAttack: 10, clientOnAccountUnderAttack: 3 } as const;

@CommandHandler(Authenticate)
export class AuthenticateHandler implements ICommandHandler<Authenticate> {
  private readonly limiter: AttemptLimiter;
  // Unknown e-mails are checked against a real hash too, so they cost as much time as wrong passwords.
  private readonly decoyHash = hash(randomUUID());

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('sign-in');
  }

  async execute(command: Authenticate): Promise<AuthenticateResult> {
    const site = command.siteId ? await findSiteById(this.db, command.siteId) : await findSiteByHostname(this.db, command.hostname);
    if (!site) throw new UnauthorizedException(INVALID_CREDENTIALS);
    const email = normaliseEmail(command.email);
    const now = this.config.now();
    const { attempt, onAccount } = await this.beginAttempt(`${site.id}:${email}`, clientOf(command.clientIp), now);

    const user = await findUserByEmail(this.db, site.id, email);
    const valid = await verify(user?.password_hash ?? (await this.decoyHash), command.password).catch(() => false);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS); // the attempt stays a failure
    await attempt.succeeded([onAccount]);

    // The stream decides first: a user deleted moments ago (read model not there yet) is refused.
    const recorded = await handleCommand({
      store: this.store,
      stream: userStream(user.id),
      decider: users.userDecider,
      command: { type: 'RecordSignIn', userId: user.id, siteId: site.id, staySignedIn: command.staySignedIn },
      metadata: metadataFor({ actor: actorById(user.id), siteId: site.id, correlationId: command.correlationId }),
    }).catch((error: unknown) => {
      throw error instanceof DomainError && error.kind === 'not_found' ? new UnauthorizedException(INVALID_CREDENTIALS) : error;
    });
    const token = newSessionToken();
    const hours = command.staySignedIn ? STAY_SIGNED_IN_DAYS * 24 : SESSION_HOURS;
    const expiresAt = new Date(now.getTime() + hours * 3600_000);
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      siteId: site.id,
      expiresAt,
      staySignedIn: command.staySignedIn,
      now,
    });
    return {
      user: userResponse(user, site, await menuFlags(this.db, user.role, site, now)),
      token,
      expiresAt,
      position: recorded.position,
    };
  }

  private async beginAttempt(account: string, client: string, now: Date) {
    const underAttack = (await this.limiter.count(`account:${account}`, now)) >= SIGN_IN_LIMITS.accountUnderAttack;
    const onAccount: LimitKey = {
      key: `client-on-account:${client}:${account}`,
      max: underAttack ? SIGN_IN_LIMITS.clientOnAccountUnderAttack : SIGN_IN_LIMITS.clientOnAccount,
    };
    const attempt = await this.limiter.begin(
      [{ key: `client:${client}`, max: SIGN_IN_LIMITS.client }, onAccount, { key: `account:${account}`, max: Infinity }],
      now,
    );
    return { attempt, onAccount };
  }
}
