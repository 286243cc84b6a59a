import { Body, Controller, Inject, Param, Post, Req, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isEmailAddress, normaliseEmail, registrationMessages } from '@wellway/domain';
import { findUserByEmail, type Database } from '@wellway/read-models';
import { Public } from '../../../http/current-user.js';
import { AttemptFailures, AttemptLimiter } from '../../../http/attempt-limiter.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory, siteIdParam } from '../../../sites/site-directory.js';

import { EmailCheckedAnswer, ValidateUserBodyDto } from './validate-user.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

/** Checks per client address per 15 minutes: the form checks as people type, guessing who has an account stays slow. */
const CHECKS_PER_ADDRESS = 60;

/**
 * POST /api/sites/{site_id}/users/validate { field: 'email', value } (spec 1 §7 "Email
 * validation", spec 2 §5): 200 when the address is free on the site, 422 'Email has already been
 * taken.' when an account has it (the form then says 'Email address is already in use…').
 * Advisory: registration itself decides on the reservation stream.
 */
@Controller('sites/:site_id/users')
export class ValidateUserController {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('email-check', 'e-mail checks');
  }

  @Public()
  @Post('validate')
  @Endpoint({ summary: 'Check an e-mail address on the registration form', response: EmailCheckedAnswer, errors: [429] })
  async validate(@Param('site_id') siteId: string, @Body() body: ValidateUserBodyDto, @Req() request: FastifyRequest) {
    const { site } = await this.sites.get(siteIdParam(siteId));
    const { field, value } = body;
    const limits = [{ key: `validate:${request.ip}`, max: CHECKS_PER_ADDRESS }];
    await this.limiter.begin(limits); // every check counts, not only failures; counted before it is judged
    const email = normaliseEmail(value);
    if (!isEmailAddress(email)) throw new UnprocessableEntityException(registrationMessages.emailInvalid);
    if (await findUserByEmail(this.db, site.id, email)) throw new UnprocessableEntityException(registrationMessages.emailTaken);
    return one({ field, value: email, valid: true });
  }
}
