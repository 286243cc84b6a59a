import { Body, Controller, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../http/current-user.js';
import { positionMeta } from '../../../http/envelope.js';
import { correlationIdOf } from '../../../http/correlation-id.js';
import { ApiDoc } from '../../../http/api-doc.js';
import { Unsubscribe } from './unsubscribe.handler.js';

import { UnsubscribeBodyDto, UnsubscribeQueryDto } from './unsubscribe.dto.js';

/** POST /unsubscribe: the link in every e-mail (its token), or RFC 8058 one-click (the same in the query). */
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiDoc('Unsubscribe an e-mail address from every e-mail (the signed link in e-mails)', { errors: [422, 429] })
  async unsubscribe(@Body() body: UnsubscribeBodyDto, @Query() query: UnsubscribeQueryDto, @Req() request: FastifyRequest) {
    const [email, siteId, token] = [body.email ?? query.email, body.site_id ?? query.site_id, body.token ?? query.token];
    const result = await this.commands.execute(
      new Unsubscribe(email ?? '', siteId ?? '', token ?? '', request.ip, correlationIdOf(request)),
    );
    return { data: { email: result.email, unsubscribed: true }, meta: positionMeta(result.position) };
  }
}
