import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { can, dateInTimeZone, resolvedTheme, siteAvailability, themeDefinition } from '@wellway/domain';
import { listSites, type Database } from '@wellway/read-models';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { hasPilotCookie } from '../../pilot-cookie.js';
import { administeredSite, requireOwnSite, SiteDirectory, siteIdParam, type SiteContext } from '../../site-directory.js';
import { siteResponse } from '../../site-response.js';
import { siteNotFound, themeNotFound } from '../../../http/not-found.js';
import {
  CurrentSiteAnswer,
  ExerciseActivitiesAnswer,
  ListedSitesAnswer,
  RegistrationOpenAnswer,
  SiteNotFoundAnswer,
  ThemeValuesAnswer,
} from './sites.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

const wantsFresh = (query: Record<string, unknown> | undefined) => query?.min_position !== undefined;

@Controller('sites')
export class SitesController {
  constructor(
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  private respond(context: SiteContext, request: FastifyRequest, user: CurrentUser | undefined) {
    return siteResponse(context, {
      now: this.config.now(),
      pilot: hasPilotCookie(request, context.site.id, context.pilotPasswordHash),
      admin: user !== undefined && can(user.role, 'site.edit'),
    });
  }

  /** GET /sites (masters): the /sites table. */
  @Get()
  @ReadsFrom('sites')
  @RequirePermission('master.sites', 'Only masters can list sites.')
  @Endpoint({ summary: 'List every site', response: ListedSitesAnswer })
  async index() {
    const now = this.config.now();
    const rows = await listSites(this.db);
    return list(
      rows.map((row) => {
        const today = dateInTimeZone(now, row.time_zone);
        const availability = siteAvailability({
          settings: {
            launchOn: row.launch_on,
            registrationEndsAfter: null,
            lateRegistrationEndsOn: null,
            disableAfter: row.disable_after,
            maxParticipants: null,
            isActive: row.is_active,
          },
          flags: row.flags,
          today,
          participants: row.participants,
          pilot: false,
        });
        return {
          id: row.id,
          name: row.name,
          urls: row.urls,
          years: row.years,
          time_zone: row.time_zone,
          launch_on: row.launch_on,
          disable_after: row.disable_after,
          participants: row.participants,
          state: availability.state,
        };
      }),
    );
  }

  /** The signed-in user's site, or — for the welcome page — the site of this host (public). */
  @Public()
  @Get('current')
  @ReadsFrom('sites')
  @Endpoint({ summary: "The signed-in user's site, or the site of the request's host", response: CurrentSiteAnswer, errors: [404] })
  async current(@Req() request: AuthenticatedRequest, @Query() query: Record<string, unknown>) {
    const siteId = request.user?.siteId ?? (await this.sites.siteIdForHost(request.hostname));
    if (!siteId) throw siteNotFound();
    return one(this.respond(await this.sites.get(siteId, { fresh: wantsFresh(query) }), request, request.user));
  }

  /**
   * Spec 2 "Site 404": where the web app sends a browser whose host resolves to no site
   * (SITE_NOT_FOUND_URL), or null: the web app then shows its own "no site here" page.
   */
  @Public()
  @Get('not_found')
  @Endpoint({ summary: 'Where a browser goes when its host names no site (SITE_NOT_FOUND_URL), or null', response: SiteNotFoundAnswer })
  siteNotFound() {
    return one({ redirect_url: this.config.siteNotFoundUrl ?? null });
  }

  /** The theme of the current site: its saved values over its theme's defaults (every screen applies them). */
  @Public()
  @Get('current/theme')
  @ReadsFrom('sites')
  @Endpoint({ summary: "The current site's theme values", response: ThemeValuesAnswer, errors: [404] })
  async currentTheme(@Req() request: AuthenticatedRequest, @Query() query: Record<string, unknown>) {
    const siteId = request.user?.siteId ?? (await this.sites.siteIdForHost(request.hostname));
    if (!siteId) throw siteNotFound();
    const { site } = await this.sites.get(siteId, { fresh: wantsFresh(query) });
    if (!themeDefinition(site.settings.theme)) throw themeNotFound();
    return list(resolvedTheme(site.settings.theme, site.settings.cssConfig));
  }

  /**
   * Masters read any site; everyone else their own (another site's id: 404). Signed out, only the
   * site of this host (the registration form reads it, spec 2 §7), without administrators' fields.
   */
  @Public()
  @Get(':id')
  @ReadsFrom('sites')
  @Endpoint({ summary: "One site (signed out: only the site of the request's host)", response: CurrentSiteAnswer })
  async show(
    @Req() request: AuthenticatedRequest,
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = request.user;
    const siteId = user ? administeredSite(user, siteIdParam(id)) : siteIdParam(id);
    if (!user && (await this.sites.siteIdForHost(request.hostname)) !== siteId) throw siteNotFound();
    const context = await this.sites.get(siteId, { fresh: wantsFresh(query) });
    // The site stream's revision: PUT /sites/{id} takes it back as If-Match.
    void reply.header('etag', `"${context.site.revision}"`);
    return one(this.respond(context, request, user));
  }

  @Get(':id/exercise_activities')
  @Endpoint({ summary: "The exercise activities of the signed-in user's site", response: ExerciseActivitiesAnswer })
  async exerciseActivities(@User() user: CurrentUser, @Param('id') id: string) {
    requireOwnSite(user.siteId, id);
    const { activities } = await this.sites.get(user.siteId);
    return list(activities.map((activity) => ({ id: activity.id, site_id: activity.site_id, name: activity.name })));
  }

  /** Spec 2 §7: may someone still register? (public: the registration form asks before sign-in). */
  @Public()
  @Get(':id/can_register')
  @Endpoint({ summary: 'Whether someone may still register on a site', response: RegistrationOpenAnswer })
  async canRegister(@Param('id') id: string, @Req() request: FastifyRequest) {
    const { site, participants, pilotPasswordHash } = await this.sites.get(siteIdParam(id));
    const pilot = hasPilotCookie(request, site.id, pilotPasswordHash);
    const availability = siteAvailability({
      settings: site.settings,
      flags: site.flags,
      today: this.sites.today(site),
      participants,
      pilot,
    });
    return one({
      max_participants: availability.max_participants,
      registration_ended: availability.registration_ended,
      registration_frozen: availability.registration_frozen,
    });
  }
}
