import {
  Body,
  Controller,
  Delete,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Req,
  Res,
  UnprocessableEntityException,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import { z } from 'zod';
import type { ApiConfig } from '../../config.js';
import { Public, User, type CurrentUser } from '../../http/current-user.js';
import { RequirePermission } from '../../http/require-permission.js';
import { positionMeta } from '../../http/envelope.js';
import { correlationIdOf } from '../../http/correlation-id.js';
import { parse } from '../../http/validation.js';
import { revisionFromIfMatch } from '../../http/if-match.js';
import { CONFIG } from '../../infrastructure/tokens.js';
import { AttemptFailures, SignInLimiter } from '../../identity/sign-in-limiter.js';
import { PILOT_COOKIE, PILOT_COOKIE_SECONDS, pilotCookieValue } from '../pilot-cookie.js';
import { administeredSite, SiteDirectory, siteIdParam } from '../site-directory.js';
import { siteResponse } from '../site-response.js';
import { DeleteSite } from './delete-site.handler.js';
import { saveSiteBody } from './save-site.dto.js';
import { SaveSite, type SaveSiteResult } from './save-site.handler.js';
import { ApiDoc } from '../../http/api-doc.js';

const authenticateBody = z.object({ password: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is too long') });

export const WRONG_PILOT_PASSWORD = 'That password is not correct.';
export const NO_PILOT_PASSWORD = 'This site has no pilot password.';

@Controller('sites')
export class SiteCommandsController {
  /** Pilot-password guesses, per site and per client address (as sign-in). */
  private readonly limiter: SignInLimiter;

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('pilot-password');
  }

  private respond(result: SaveSiteResult, reply: FastifyReply) {
    void reply.header('etag', `"${result.context.site.revision}"`);
    return {
      data: siteResponse(result.context, { now: this.config.now(), pilot: false, admin: true }),
      meta: positionMeta(result.position),
    };
  }

  @Post()
  @HttpCode(201)
  @RequirePermission('site.create', 'Only masters can create sites.')
  @ApiDoc('Create a site', { body: saveSiteBody })
  async create(
    @User() user: CurrentUser,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parse(saveSiteBody, body);
    return this.respond(await this.commands.execute(new SaveSite(user, input, correlationIdOf(request))), reply);
  }

  @Put(':id')
  @RequirePermission('site.edit', 'You may not edit this site.')
  @ApiDoc('Change a site (only the fields sent)', { body: saveSiteBody })
  async update(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const siteId = administeredSite(user, siteIdParam(id));
    const input = parse(saveSiteBody, body);
    const revision = revisionFromIfMatch(ifMatch, 'site');
    return this.respond(await this.commands.execute(new SaveSite(user, input, correlationIdOf(request), siteId, revision)), reply);
  }

  @Delete(':id')
  @RequirePermission('site.delete', 'Only masters can delete sites.')
  @ApiDoc('Delete a site', { errors: [422] })
  async remove(@User() user: CurrentUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    const siteId = administeredSite(user, siteIdParam(id));
    const result = await this.commands.execute(new DeleteSite(user, siteId, correlationIdOf(request)));
    return { data: { id: siteId }, meta: positionMeta(result.position) };
  }

  /** Spec 2 §7: the pilot password opens a site before launch; a right one is remembered for 1 day. */
  @Public()
  @Post(':id/authenticate')
  @HttpCode(200)
  @ApiDoc("Enter a site's pilot password (sets the `pilot_password` cookie)", { body: authenticateBody, errors: [429] })
  async authenticate(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { site, pilotPasswordHash } = await this.sites.get(siteIdParam(id));
    const { password } = parse(authenticateBody, body);
    if (!pilotPasswordHash) throw new UnprocessableEntityException(NO_PILOT_PASSWORD);
    const keys = [{ key: `pilot:${site.id}:${request.ip}`, max: 20 }];
    const now = this.config.now();
    await this.limiter.check(keys, now);
    if (!(await verify(pilotPasswordHash, password).catch(() => false))) {
      await this.limiter.fail(keys, now);
      throw new UnprocessableEntityException(WRONG_PILOT_PASSWORD);
    }
    await this.limiter.succeed(keys);
    void reply.setCookie(PILOT_COOKIE, pilotCookieValue(site.id, pilotPasswordHash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      maxAge: PILOT_COOKIE_SECONDS,
    });
    return { data: { authenticated: true }, meta: {} };
  }
}
