import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { listRequiredTerms, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { list } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { administeredSite } from '../../../sites/site-directory.js';
import { RequiredTermsAnswer } from './required-terms.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** Which privacy and terms pages a site's people must accept (spec 3 §7 Required terms). */
@Controller('sites/:site_id/required_terms')
export class RequiredTermsController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  @ReadsFrom('content')
  @Endpoint({ summary: "The site's required pages", response: RequiredTermsAnswer })
  async index(@User() user: CurrentUser, @Param('site_id') siteParam: string) {
    return list(await listRequiredTerms(this.db, administeredSite(user, siteParam)));
  }
}
