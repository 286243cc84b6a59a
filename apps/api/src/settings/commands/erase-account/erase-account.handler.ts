import { ForbiddenException, Inject, UnprocessableEntityException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { findUserWithPasswordHash, listSsoDetails, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { AttemptFailures, AttemptLimiter, clientOf } from '../../../http/attempt-limiter.js';
import { userNotFound } from '../../../http/not-found.js';
import { SessionCache } from '../../../identity/session-cache.js';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';

export class EraseAccount extends ApiCommand<
  { actor: CurrentUser; sessionTokenHash: string; password: string | undefined; clientIp: string; correlationId: string },
  Positioned
>() {}

export const accountErasureMessages = {
  impersonating: 'An impersonating master cannot delete this account.',
  passwordRequired: 'password: Please type your password to delete your account.',
  wrongPassword: 'password: That password is not right.',
  signInAgain: 'Please sign in again through your organization to delete your account.',
} as const;

/** An account that signs in through SSO may confirm with a sign-in this recent instead of a password. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;
/**
 * Limits on wrong passwords (15-minute window, as sign-in): few per account, more per client, so
 * the endpoint cannot be used to guess a password faster than the sign-in form allows.
 */
export const ACCOUNT_ERASURE_LIMITS = { account: 5, client: 20 } as const;

/**
 * POST /account/erasure: the signed-in person deletes their own account (docs/personal-data.md).
 * They type their password again; an SSO account (an SSO identifier on a site with single sign-on
 * enabled) may instead have signed in within the last ten minutes. Then UserErasureRequested is recorded, every session of theirs
 * ends (this one too), and the erasure worker finishes the saga.
 */
@CommandHandler(EraseAccount)
export class EraseAccountHandler implements ICommandHandler<EraseAccount> {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('account-erasure', 'password attempts');
  }

  async execute(command: EraseAccount): Promise<Positioned> {
    const { actor } = command;
    if (actor.impersonatorId !== null) throw new ForbiddenException(accountErasureMessages.impersonating);
    const user = await findUserWithPasswordHash(this.db, actor.id);
    if (!user) throw userNotFound();
    const now = this.config.now();
    await this.confirm(command, user, now);
    const { position } = await this.commands.eraseUser(
      actor.id,
      (releases) => ({ type: 'EraseOwnAccount', userId: actor.id, siteId: actor.siteId, requestedAt: now.toISOString(), releases }),
      { actor, siteId: user.site_id, correlationId: command.correlationId },
    );
    await this.sessions.endUserSessions(actor.id);
    return { position };
  }

  /**
   * The password typed again, or — an SSO account (an SSO identifier, on a site with single sign-on
   * enabled) that sends none — a sign-in of the last ten minutes.
   */
  private async confirm(
    command: EraseAccount,
    user: { id: string; site_id: string; password_hash: string; sso_identifier: string | null },
    now: Date,
  ) {
    if (!command.password) {
      if (!(await this.signsInThroughSso(user))) throw new UnprocessableEntityException(accountErasureMessages.passwordRequired);
      const session = await this.sessions.find(command.sessionTokenHash, now);
      const fresh = session !== undefined && now.getTime() - session.created_at.getTime() <= FRESH_SIGN_IN_MS;
      if (!fresh) throw new UnprocessableEntityException(accountErasureMessages.signInAgain);
      return;
    }
    const attempt = await this.limiter.begin(
      [
        { key: `account:${user.id}`, max: ACCOUNT_ERASURE_LIMITS.account },
        { key: `client:${clientOf(command.clientIp)}`, max: ACCOUNT_ERASURE_LIMITS.client },
      ],
      now,
    );
    const valid = await verify(user.password_hash, command.password).catch(() => false);
    if (!valid) throw new UnprocessableEntityException(accountErasureMessages.wrongPassword); // the attempt stays a failure
    await attempt.succeeded();
  }

  private async signsInThroughSso(user: { site_id: string; sso_identifier: string | null }): Promise<boolean> {
    if (user.sso_identifier === null) return false;
    return (await listSsoDetails(this.db, user.site_id)).some((detail) => detail.is_sso_enabled);
  }
}
