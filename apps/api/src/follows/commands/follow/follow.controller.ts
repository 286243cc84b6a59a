import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { CreateFollowBodyDto, FollowAnswer } from './follow.dto.js';
import { FollowUserCommand } from './follow.handler.js';

/** Spec 2 §7 POST /follows (followee id). */
@Controller('follows')
@RequirePermission('wall.view')
export class FollowController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Endpoint({
    summary: 'Follow a person of my site (never myself); following again answers the standing follow',
    response: FollowAnswer,
    status: [200, 201],
  })
  async create(
    @User() user: CurrentUser,
    @Body() body: CreateFollowBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(new FollowUserCommand({ user, followeeId: body.followee_id, correlationId }));
    reply.status(result.created ? 201 : 200);
    return written(result.follow, result.position);
  }
}
