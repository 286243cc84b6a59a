import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ZodResponse } from 'nestjs-zod';
import { ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DomainError, isEmailAddress, normaliseEmail, settingsMessages } from '@wellway/domain';
import { findUserByEmail, type Database } from '@wellway/read-models';
import { Public } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { ChangeUser } from '../../change-user.js';

import { UnsubscribeBodyDto, UnsubscribedAnswer } from './unsubscribe.dto.js';

export const UNSUBSCRIBE_FAILED = 'A failure occurred while trying to unsubscribe.';

/** POST /unsubscribe: the link in every e-mail unsubscribes at once, without signing in (spec 2 §5). */
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Unsubscribe an e-mail address from every e-mail (the link in e-mails)' })
  @ApiNotFoundResponse()
  @ZodResponse({ status: 200, type: UnsubscribedAnswer })
  async unsubscribe(@Body() body: UnsubscribeBodyDto, @Req() request: FastifyRequest) {
    const input = body;
    const email = normaliseEmail(input.email);
    if (!isEmailAddress(email)) throw new DomainError('validation', 'invalid_email', settingsMessages.emailInvalid);
    const user = isUuid(input.site_id) ? await findUserByEmail(this.db, input.site_id, email) : undefined;
    if (!user) throw new DomainError('not_found', 'unsubscribe_failed', UNSUBSCRIBE_FAILED);
    const result = await this.commands.execute(
      new ChangeUser(null, user.id, { type: 'UnsubscribeAll', userId: user.id }, correlationIdOf(request)),
    );
    return { data: { email, unsubscribed: true }, meta: positionMeta(result.position) };
  }
}
