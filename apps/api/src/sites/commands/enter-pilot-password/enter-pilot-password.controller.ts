import { Body, Controller, Inject, Param, Post, Req, Res, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import type { ApiConfig } from '../../../config.js';
import { Public } from '../../../http/current-user.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { AttemptFailures, AttemptLimiter } from '../../../http/attempt-limiter.js';
import { PILOT_COOKIE, PILOT_COOKIE_SECONDS, pilotCookieValue } from '../../pilot-cookie.js';
import { SiteDirectory, siteIdParam } from '../../site-directory.js';

import { PilotPasswordAnswer, PilotPasswordBodyDto } from './enter-pilot-password.dto.js';
import { Endpoint } from '../../../http/endpoint.js';
import { one } from '../../../http/envelope.js';

export const WRONG_PILOT_PASSWORD = 'That password is not correct.';
export const NO_PILOT_PASSWORD = 'This site has no pilot password.';

/**
 * Spec 2 §7: the pilot password opens a site before launch; a right one is remembered for 1 day.
 * It records no event: the cookie is the whole effect.
 */
@Controller('sites')
export class EnterPilotPasswordController {
  /** Pilot-password guesses, per site and per client address (as sign-in). */
  private readonly limiter: AttemptLimiter;

  constructor(
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(AttemptFailures) attempts: AttemptFailures,
  ) {
    this.limiter = attempts.limiter('pilot-password');
  }

  @Public()
  @Post(':id/authenticate')
  @Endpoint({ summary: "Enter a site's pilot password (sets the `pilot_password` cookie)", response: PilotPasswordAnswer, errors: [429] })
  async authenticate(
    @Param('id') id: string,
    @Body() body: PilotPasswordBodyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { site, pilotPasswordHash } = await this.sites.get(siteIdParam(id));
    const { password } = body;
    if (!pilotPasswordHash) throw new UnprocessableEntityException(NO_PILOT_PASSWORD);
    const keys = [{ key: `pilot:${site.id}:${request.ip}`, max: 20 }];
    const now = this.config.now();
    const attempt = await this.limiter.begin(keys, now); // counted first: a burst cannot pass the limit
    if (!(await verify(pilotPasswordHash, password).catch(() => false))) throw new UnprocessableEntityException(WRONG_PILOT_PASSWORD);
    await attempt.succeeded(keys);
    void reply.setCookie(PILOT_COOKIE, pilotCookieValue(site.id, pilotPasswordHash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      maxAge: PILOT_COOKIE_SECONDS,
    });
    return one({ authenticated: true });
  }
}
