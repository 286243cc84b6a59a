import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import type { Kysely } from 'kysely';
import { DomainError, normaliseEmail } from '@wellway/domain';
import { isUnsubscribeToken } from '@wellway/domain/users/unsubscribe-token';
import { findUserByEmail, type Database } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { AttemptFailures, AttemptLimiter, clientOf } from '../../../http/attempt-limiter.js';
import { isUuid } from '../../../http/validation.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import { resetSecretOf } from '../../../identity/reset-secret.js';

export const UNSUBSCRIBE_FAILED = 'A failure occurred while trying to unsubscribe.';
/** Wrong tokens per client per 15 minutes before it is refused outright. */
export const UNSUBSCRIBE_FAILURES_PER_CLIENT = 20;

export class Unsubscribe extends ApiCommand<
  { email: string; siteId: string; token: string; clientIp: string; correlationId: string },
  { email: string; position: bigint | null }
>() {}

/**
 * The link in every e-mail unsubscribes at once, without signing in (spec 2 §5), and only with its
 * token: without a valid one nothing changes, and the answer is the same whether the address has
 * an account or not (so is a valid token's for an account since deleted). Wrong tokens are limited
 * per client.
 */
@CommandHandler(Unsubscribe)
export class UnsubscribeHandler implements ICommandHandler<Unsubscribe> {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('unsubscribe', 'unsubscribe attempts');
  }

  async execute({ email: given, siteId, token, clientIp, correlationId }: Unsubscribe) {
    const email = normaliseEmail(given);
    const attempt = await this.limiter.begin(
      [{ key: `client:${clientOf(clientIp)}`, max: UNSUBSCRIBE_FAILURES_PER_CLIENT }],
      this.config.now(),
    );
    if (!isUuid(siteId) || !isUnsubscribeToken(resetSecretOf(this.config), email, siteId, token))
      throw new DomainError('validation', 'unsubscribe_failed', UNSUBSCRIBE_FAILED);
    await attempt.succeeded();
    const user = await findUserByEmail(this.db, siteId, email);
    if (!user) return { email, position: null };
    const by = { actor: null, siteId, correlationId };
    const result = await this.runner.onUser(user.id, { type: 'UnsubscribeAll', userId: user.id }, by).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') return { position: null }; // deleted meanwhile
      throw error;
    });
    return { email, position: result.position };
  }
}
