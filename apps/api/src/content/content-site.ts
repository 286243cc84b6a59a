import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { can, policyCategories, type ContentCategory } from '@wellway/domain';
import type { EventStore } from '@wellway/event-store';
import type { PositionWaiter } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { waitForCommittedEvents } from '../http/read-your-writes.js';
import type { AuthenticatedRequest, CurrentUser } from '../http/current-user.js';
import { PLEASE_LOG_IN } from '../identity/session.guard.js';
import { CONFIG, EVENT_STORE, POSITION_WAITER } from '../infrastructure/tokens.js';
import { administeredSite, SiteDirectory } from '../sites/site-directory.js';
import { siteNotFound } from '../http/not-found.js';

export const MANAGE_CONTENT_ONLY = 'You may not change site content.';

/** Which site a content call reads or changes, and whether the caller may. */
@Injectable()
export class ContentSite {
  constructor(
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(POSITION_WAITER) private readonly waiter: PositionWaiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Before a content command looks facts up (taken keys, existing content, required terms). */
  async caughtUp(): Promise<void> {
    await waitForCommittedEvents(this.waiter, this.store, ['content'], this.config.readYourWritesTimeoutMs);
  }

  /**
   * Readers: a signed-in person reads their own site (masters any); the privacy and terms pages
   * are public, for the site named or the site of the host (the footer links work signed out).
   */
  async forReading(request: AuthenticatedRequest, siteId: string | undefined, category: ContentCategory | undefined): Promise<string> {
    if (request.user) return administeredSite(request.user, siteId);
    if (!category || !policyCategories.includes(category)) throw new UnauthorizedException(PLEASE_LOG_IN);
    return this.publicSite(request, siteId);
  }

  /** The site named, or the site of the request's host, for someone not signed in. */
  async publicSite(request: FastifyRequest, siteId: string | undefined): Promise<string> {
    const id = siteId ?? (await this.sites.siteIdForHost(request.hostname));
    if (!id) throw siteNotFound();
    return (await this.sites.get(id)).site.id;
  }

  /** Writers (@RequirePermission('content.manage') let them in): their own site; masters any. */
  forManaging(user: CurrentUser, siteId: string | undefined): Promise<string> {
    return this.sites.administered(user, siteId);
  }

  mayManage(user: CurrentUser | undefined): boolean {
    return user !== undefined && can(user.role, 'content.manage');
  }
}
