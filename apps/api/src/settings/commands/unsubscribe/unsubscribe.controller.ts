import { Body, Controller, Inject, Ip, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Unsubscribe } from './unsubscribe.handler.js';

import { UnsubscribeBodyDto, UnsubscribedAnswer, UnsubscribeQueryDto } from './unsubscribe.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** POST /unsubscribe: the link in every e-mail (its token), or RFC 8058 one-click (the same in the query). */
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Public()
  @Post()
  @Endpoint({
    summary: 'Unsubscribe an e-mail address from every e-mail (the signed link in e-mails)',
    response: UnsubscribedAnswer,
    errors: [422, 429],
  })
  async unsubscribe(
    @Body() body: UnsubscribeBodyDto,
    @Query() query: UnsubscribeQueryDto,
    @Ip() ip: string,
    @CorrelationId() correlationId: string,
  ) {
    const [email, siteId, token] = [body.email ?? query.email, body.site_id ?? query.site_id, body.token ?? query.token];
    const result = await this.commands.execute(
      new Unsubscribe({ email: email ?? '', siteId: siteId ?? '', token: token ?? '', clientIp: ip, correlationId }),
    );
    return written({ email: result.email, unsubscribed: true }, result.position);
  }
}
