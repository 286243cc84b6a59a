import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { privacyFloor, reportNotFound, type ReportScope } from '@wellway/domain';
import { reportScopeOfUser, siteReportFields, type Database, type SiteReportField, type SiteRow } from '@wellway/read-models';
import type { CurrentUser } from '../http/current-user.js';
import { isUuid } from '../http/validation.js';
import { READ_DB } from '../infrastructure/tokens.js';
import { SiteDirectory, siteIdParam } from '../sites/site-directory.js';

/** Whoever reads a site's reports, and what they may see of it. */
export interface Reporter {
  readonly user: CurrentUser;
  readonly siteId: string;
  readonly site: SiteRow;
  /** Whose figures they see (domain `reportScopeOf`): a master and a coordinator the site, a regional coordinator their region. */
  readonly scope: ReportScope;
  readonly fields: readonly SiteReportField[];
  /** The site's privacy floor (never below 5). */
  readonly floor: number;
  /** Masters are not held to the floor (docs/decisions.md, "Privacy of employer reports"). */
  readonly audience: 'coordinator' | 'master';
}

/** A report id in a path: a saved report's uuid, or `new` for a run of an unsaved one. */
export const reportIdParam = (id: string, allowNew = false): string => {
  if (isUuid(id) || (allowNew && id === 'new')) return id;
  throw reportNotFound();
};

@Injectable()
export class Reporters {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
  ) {}

  /** The site a report call acts on (a master any site, anyone else their own: 404 otherwise) and what they see of it. */
  async of(user: CurrentUser, siteId: string | undefined): Promise<Reporter> {
    const id = await this.sites.administered(user, siteId === undefined ? undefined : siteIdParam(siteId));
    const [{ site }, scope, fields] = await Promise.all([
      this.sites.get(id),
      reportScopeOfUser(this.db, id, user),
      siteReportFields(this.db, id),
    ]);
    const audience = user.role === 'master' ? 'master' : 'coordinator';
    return { user, siteId: id, site, scope, fields, floor: privacyFloor(site.settings.reportPrivacyFloor), audience };
  }
}
