import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DomainError, isEmailAddress, normaliseEmail, userStream, users, type UserCommand } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { findUserByEmail, findUserById, type Database } from '@wellway/read-models';
import { Public, User, type AuthenticatedRequest, type CurrentUser } from '../../http/current-user.js';
import { list, positionMeta } from '../../http/envelope.js';
import { correlationIdOf, metadataFor } from '../../http/metadata.js';
import { isUuid, parse } from '../../http/validation.js';
import { EVENT_STORE, READ_DB } from '../../infrastructure/tokens.js';
import { subscriptionResponse } from '../../identity/user-response.js';
import { requireEditableAccount, userNotFound } from '../account-access.js';
import { SaveUser } from './save-user.handler.js';
import { saveUserBody, subscriptionBody, trackingBody, unsubscribeBody } from './settings.dto.js';

export const UNSUBSCRIBE_FAILED = 'A failure occurred while trying to unsubscribe.';

/** Settings → Personal, Email Preferences, Tracking Method; and the public unsubscribe link. */
@Controller()
export class SettingsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Spec 2 §7 GET /timezones/all: the IANA zones a profile may name (registration and settings). */
  @Public()
  @Get('timezones/all')
  timeZones() {
    const zones = Intl.supportedValuesOf('timeZone');
    return list(zones.map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') })));
  }

  @Put('users/:id')
  async save(@User() actor: CurrentUser, @Param('id') id: string, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    requireEditableAccount(actor, id);
    const input = parse(saveUserBody, body);
    const result: { position: bigint | null } = await this.commands.execute(new SaveUser(actor, id, input, request.sessionTokenHash, correlationIdOf(request)));
    return { data: { id }, meta: positionMeta(result.position) };
  }

  @Put('users/:id/subscription')
  async subscription(@User() actor: CurrentUser, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    requireEditableAccount(actor, id);
    const input = parse(subscriptionBody, body);
    const subscription = {
      emailFriendRequests: input.email_friend_requests, emailWallPosts: input.email_wall_posts, emailTeam: input.email_team,
      emailChallenges: input.email_challenges, emailSite: input.email_site, emailDaily: input.email_daily, emailUnsubscribeAll: input.email_unsubscribe_all,
    };
    const result = await this.decide(actor.id, id, { type: 'ChangeSubscription', userId: id, subscription }, request);
    return { data: subscriptionResponse(result.state.subscription), meta: positionMeta(result.position) };
  }

  @Put('users/:id/tracking_method')
  async tracking(@User() actor: CurrentUser, @Param('id') id: string, @Body() body: unknown, @Req() request: FastifyRequest) {
    requireEditableAccount(actor, id);
    const { active_device } = parse(trackingBody, body);
    const result = await this.decide(actor.id, id, { type: 'ChooseTrackingMethod', userId: id, activeDevice: active_device }, request);
    return { data: { active_device }, meta: positionMeta(result.position) };
  }

  /** Spec 2 §5: the link in every e-mail unsubscribes at once, without signing in. */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Body() body: unknown, @Req() request: FastifyRequest) {
    const input = parse(unsubscribeBody, body);
    const email = normaliseEmail(input.email);
    if (!isEmailAddress(email)) throw new DomainError('validation', 'invalid_email', 'Please enter a valid email address.');
    const user = isUuid(input.site_id) ? await findUserByEmail(this.db, input.site_id, email) : undefined;
    if (!user) throw new DomainError('not_found', 'unsubscribe_failed', UNSUBSCRIBE_FAILED);
    const result = await this.decide(null, user.id, { type: 'UnsubscribeAll', userId: user.id }, request);
    return { data: { email, unsubscribed: true }, meta: positionMeta(result.position) };
  }

  private async decide(actorId: string | null, userId: string, command: UserCommand, request: FastifyRequest) {
    const target = await findUserById(this.db, userId);
    if (!target) throw userNotFound();
    return handleCommand({
      store: this.store,
      stream: userStream(userId),
      decider: users.userDecider,
      command,
      metadata: metadataFor({ actorId, siteId: target.site_id, correlationId: correlationIdOf(request) }),
    });
  }
}
