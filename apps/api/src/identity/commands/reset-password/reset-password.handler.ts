import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiCommand } from '../../../infrastructure/api-command.js';
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { DomainError, passwordProblem, resetMessages } from '@wellway/domain';
import { hashResetToken } from '@wellway/domain/users/reset-token';
import { actorById } from '@wellway/event-store';
import { findResetToken, type Database, type PositionWaiter } from '@wellway/read-models';
import type { ApiConfig } from '../../../config.js';
import { CommandRunner } from '../../../infrastructure/command-runner.js';
import { CONFIG, POSITION_WAITER, READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { SessionCache } from '../../session-cache.js';

export class ResetPassword extends ApiCommand<
  { token: string; password: string; confirmation: string | undefined; correlationId: string },
  ResetPasswordResult
>() {}

export interface ResetPasswordResult {
  readonly email: string;
  readonly position: bigint | null;
}

/** PUT /users/password_reset: the decider checks the token (latest, unexpired, unused) and the site's rule. */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandRunner) private readonly commands: CommandRunner,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(SessionCache) private readonly sessions: SessionCache,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ token, password, confirmation, correlationId }: ResetPassword): Promise<ResetPasswordResult> {
    const tokenHash = hashResetToken(token);
    const found = await findResetToken(this.db, tokenHash);
    if (!found) throw new DomainError('not_found', 'reset_token_invalid', resetMessages.invalid);
    const { site } = await this.sites.get(found.site_id);
    const passwordRule = site.settings;
    // Hash only a password the decider can accept (argon2 is deliberately slow).
    const passwordHash = passwordProblem(password, confirmation, passwordRule) === null ? await hash(password) : '';
    const result = await this.commands.onUser(
      found.user_id,
      {
        type: 'ResetPassword',
        tokenHash,
        at: this.config.now().toISOString(),
        passwordRule,
        password: { value: password, confirmation, hash: passwordHash },
      },
      { actor: actorById(found.user_id), siteId: found.site_id, correlationId },
    );
    // A new password ends every session of the account.
    await this.sessions.endUserSessions(found.user_id);
    // Signing in is the next step, and it reads the users model: answer once it has the new password (bounded).
    if (result.position !== null) await this.waiter.waitFor(['users'], result.position, this.config.readYourWritesTimeoutMs);
    return { email: result.state.email, position: result.position };
  }
}
