import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand, type Positioned } from '../../../infrastructure/api-command.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError, forgotMessages, isEmailAddress, normaliseEmail, userStream, users } from '@wellway/domain';
import { hashResetToken, resetTokenFor } from '@wellway/domain/users/reset-token';
import { handleCommand, type EventStore, metadataFor } from '@wellway/event-store';
import { findUserByEmail, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { isUuid } from '../../../http/validation.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { resetSecretOf } from '../../reset-secret.js';
import { AttemptFailures, AttemptLimiter, clientOf } from '../../../http/attempt-limiter.js';
import { siteNotFound } from '../../../http/not-found.js';

export class ForgotPassword extends ApiCommand<{ siteId: string; email: string; correlationId: string; clientIp: string }, Positioned>() {}

/** Requests per 15 minutes: from one client (any address), and for one address (from anywhere). */
export const FORGOT_LIMITS = { client: 20, address: 5 } as const;

/**
 * POST /sites/{site_id}/users/forgot: records the request (the token's hash, never the token);
 * the mail reactor and worker send the link.
 */
@CommandHandler(ForgotPassword)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPassword> {
  /**
   * Every request counts, whether the address has an account or not (the same 429 for both): a
   * few links per address per 15 minutes against mail bombing, and a limit per client against
   * probing which addresses have accounts.
   */
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('password-reset', 'password reset requests');
  }

  async execute({ siteId, email: given, correlationId, clientIp }: ForgotPassword) {
    const email = normaliseEmail(given);
    if (!isEmailAddress(email)) throw new DomainError('validation', 'invalid_email', forgotMessages.invalidEmail);
    if (!isUuid(siteId)) throw siteNotFound();
    const { site } = await this.sites.get(siteId);
    const now = this.config.now();
    await this.limiter.begin(
      [
        { key: `client:${clientOf(clientIp)}`, max: FORGOT_LIMITS.client },
        { key: `forgot:${site.id}:${email}`, max: FORGOT_LIMITS.address },
      ],
      now,
    );
    const user = await findUserByEmail(this.db, site.id, email);
    if (!user) throw new NotFoundException(forgotMessages.noAccount);
    const requestId = randomUUID();
    const token = resetTokenFor(resetSecretOf(this.config), requestId);
    const result = await handleCommand({
      store: this.store,
      stream: userStream(user.id),
      decider: users.userDecider,
      command: { type: 'RequestPasswordReset', userId: user.id, tokenHash: hashResetToken(token), requestedAt: now.toISOString() },
      eventId: () => requestId,
      metadata: metadataFor({ actor: null, siteId: site.id, correlationId }),
    });
    return { position: result.position };
  }
}
