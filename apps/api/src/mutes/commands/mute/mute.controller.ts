import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { personId } from '../../../http/person-id.js';
import { CreateMuteBodyDto, MuteAnswer } from './mute.dto.js';
import { MuteUserCommand } from './mute.handler.js';

/** POST /mutes (the person's id): their posts, comments and notices no longer reach me. */
@Controller('mutes')
@RequirePermission('settings.view')
export class MuteController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Endpoint({
    summary: 'Mute a person of my site (never myself); muting again answers the standing mute',
    response: MuteAnswer,
    status: [200, 201],
  })
  async create(
    @User() user: CurrentUser,
    @Body() body: CreateMuteBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(new MuteUserCommand({ user, mutedId: personId(body.user_id), correlationId }));
    reply.status(result.created ? 201 : 200);
    return written(result.mute, result.position);
  }
}
