import { Body, Controller, Get, Inject, NotFoundException, Param, Post, Query, Req, UnprocessableEntityException } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ALREADY_REGISTERED, DATE_OF_BIRTH_REQUIRED, eligibilityNotFound } from '@wellway/domain';
import { findEligibilityByIdentifier, type Database } from '@wellway/read-models';
import { Public } from '../../../http/current-user.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { parse } from '../../../http/validation.js';
import { AttemptFailures, AttemptLimiter } from '../../../http/attempt-limiter.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { eligibilityMatch } from '../../eligibility-response.js';
import { validateEligibilityInput } from '@wellway/contracts';
import { CheckEligibilityQueryDto, EligibilityMatchAnswer, ValidateEligibilityInputDto } from './validate-eligibility.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

/** Each client address gets this many failed checks per 15 minutes: guessing identifiers stays slow. */
const FAILED_CHECKS_PER_ADDRESS = 20;

/**
 * The registration check before an account exists (spec 2 §2 check_eligibility, spec 3 §7 the
 * 'validate' pseudo-id): 200 with the record's name and e-mail, 404 with the spec's wording when no
 * record matches, 422 when someone already registered with it. Public, so failures are limited.
 */
@Controller('sites/:site_id')
export class ValidateEligibilityController {
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('eligibility', 'eligibility checks');
  }

  @Public()
  @ReadsFrom('eligibilities')
  @Get('eligibilities/validate')
  @Endpoint({ summary: 'Check an eligibility identifier before registering', response: EligibilityMatchAnswer, errors: [404, 429] })
  async validateByQuery(@Param('site_id') siteId: string, @Query() query: ValidateEligibilityInputDto, @Req() request: FastifyRequest) {
    return this.validate(siteId, query, request);
  }

  @Public()
  @ReadsFrom('eligibilities')
  @Post('eligibilities/validate')
  @Endpoint({
    summary: 'Check an eligibility identifier before registering (sent as a body)',
    response: EligibilityMatchAnswer,
    errors: [404, 429],
  })
  async validateByBody(@Param('site_id') siteId: string, @Body() body: ValidateEligibilityInputDto, @Req() request: FastifyRequest) {
    return this.validate(siteId, body, request);
  }

  @Public()
  @ReadsFrom('eligibilities')
  @Get('users/check_eligibility/:identifier')
  @Endpoint({ summary: 'Check the eligibility identifier in the path', response: EligibilityMatchAnswer, errors: [429] })
  @ApiQuery({ type: CheckEligibilityQueryDto })
  async checkEligibility(
    @Param('site_id') siteId: string,
    @Param('identifier') identifier: string,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ) {
    // The identifier comes from the path: checked with the query by the same schema, by hand.
    return this.validate(siteId, parse(validateEligibilityInput, { ...(query as object), identifier }), request);
  }

  private async validate(siteId: string, { identifier, birth_date: typedBirthDate }: ValidateEligibilityInputDto, request: FastifyRequest) {
    const { site } = await this.sites.get(siteId);
    const birthDate = typedBirthDate || null;
    const birthDateRequired = site.flags.is_birth_date_eligibility_displayed === true;
    if (identifier.trim() === '') throw new UnprocessableEntityException('Identifier required.');
    if (birthDateRequired && !birthDate) throw new UnprocessableEntityException(DATE_OF_BIRTH_REQUIRED);
    const limits = [{ key: `eligibility:${request.ip}`, max: FAILED_CHECKS_PER_ADDRESS }];
    const attempt = await this.limiter.begin(limits); // counted first: a burst cannot pass the limit
    const row = await findEligibilityByIdentifier(this.db, site.id, identifier);
    const matches = row && (!birthDateRequired || row.birth_date === null || row.birth_date === birthDate);
    if (!row || !matches) throw new NotFoundException(eligibilityNotFound(identifier, birthDate).message);
    await attempt.succeeded();
    if (row.user_id !== null) throw new UnprocessableEntityException(ALREADY_REGISTERED);
    return one(eligibilityMatch(row));
  }
}
