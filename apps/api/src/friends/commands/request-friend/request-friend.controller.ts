import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { CreateFriendshipBodyDto, FriendshipAnswer } from './request-friend.dto.js';
import { RequestFriendCommand } from './request-friend.handler.js';

/** Spec 2 §7 POST /friendships (status P, friendee_id or friend_email). */
@Controller('friendships')
@RequirePermission('friends.view')
export class RequestFriendController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Endpoint({
    summary:
      'Ask a participant (friendee_id) or an address (friend_email) to be friends; an address with no account gets an invitation e-mail. Asking someone who asked you accepts their request.',
    response: FriendshipAnswer,
    status: [200, 201],
    errors: [429],
  })
  async create(
    @User() user: CurrentUser,
    @Body() body: CreateFriendshipBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(
      new RequestFriendCommand({ user, friendeeId: body.friendee_id, friendEmail: body.friend_email, correlationId }),
    );
    reply.status(result.created ? 201 : 200);
    return written(result.friendship, result.position);
  }
}
