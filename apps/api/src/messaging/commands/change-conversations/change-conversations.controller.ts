import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { individualConversationId, type MessagingCommand } from '@wellway/domain';
import { messageableUserIds, type Database } from '@wellway/read-models';
import { requireOwnImage } from '../../../files/own-upload.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { CONFIG, READ_DB } from '../../../infrastructure/tokens.js';
import type { ApiConfig } from '../../../config.js';
import { MessageRateLimit } from '../../message-rate-limit.js';
import {
  ConversationMembersBodyDto,
  ConversationsMutedAnswer,
  ConversationVolumeBodyDto,
  ConversationWrittenAnswer,
  PostMessageBodyDto,
  StartConversationBodyDto,
} from '../../messaging.dto.js';
import { RunConversationCommand } from './change-conversations.handler.js';

/** Spec 1 §7 conversations: start one with its first post, post, members, leave, seen, mute. */
@Controller()
@RequirePermission('messages.view')
export class ChangeConversationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(MessageRateLimit) private readonly rateLimit: MessageRateLimit,
  ) {}

  @Post('conversations')
  @Endpoint({ summary: 'Start a conversation with its first message', response: ConversationWrittenAnswer, status: 201, errors: [429] })
  async start(@User() user: CurrentUser, @Body() body: StartConversationBodyDto, @CorrelationId() correlationId: string) {
    const others = body.user_ids.filter((id) => id !== user.id);
    const conversationType = body.conversation_type ?? (body.user_ids.length === 1 ? 'i' : 'g');
    const conversationId =
      conversationType === 'i' && others.length === 1 ? individualConversationId(user.siteId, user.id, others[0]!) : randomUUID();
    const messageId = randomUUID();
    requireOwnImage(user, 'image', body.image);
    await this.rateLimit.count(user);
    const { position } = await this.run(user, correlationId, {
      type: 'StartConversation',
      siteId: user.siteId,
      conversationId,
      conversationType,
      userId: user.id,
      memberIds: body.user_ids,
      siteMemberIds: await messageableUserIds(this.db, user.siteId, body.user_ids),
      name: conversationType === 'g' ? body.conversation_name : null,
      message: { messageId, content: body.content, image: body.image },
      at: this.now(),
    });
    return written({ conversation_id: conversationId, message_id: messageId }, position);
  }

  @Post('conversations/:id/messages')
  @Endpoint({ summary: 'Post a message to a conversation', response: ConversationWrittenAnswer, status: 201, errors: [429] })
  async post(@User() user: CurrentUser, @Param('id') id: string, @Body() body: PostMessageBodyDto, @CorrelationId() correlationId: string) {
    const messageId = randomUUID();
    requireOwnImage(user, 'image', body.image);
    await this.rateLimit.count(user);
    const message = { messageId, content: body.content, image: body.image };
    const { position } = await this.run(user, correlationId, { ...this.about(user, id), type: 'PostMessage', message, at: this.now() });
    return written({ conversation_id: id, message_id: messageId }, position);
  }

  @Post('conversations/:id/users')
  @HttpCode(200)
  @Endpoint({ summary: 'Add people to a group conversation, or remove them', response: ConversationWrittenAnswer })
  async members(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: ConversationMembersBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    const { position } = await this.run(user, correlationId, {
      ...this.about(user, id),
      type: 'ChangeConversationMembers',
      operation: body.operation,
      memberIds: body.members,
      siteMemberIds: await messageableUserIds(this.db, user.siteId, body.members),
      at: this.now(),
    });
    return written({ conversation_id: id, message_id: null }, position);
  }

  @Delete('conversations/:id')
  @Endpoint({ summary: 'Leave a conversation', response: ConversationWrittenAnswer })
  async leave(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const { position } = await this.run(user, correlationId, { ...this.about(user, id), type: 'LeaveConversation', at: this.now() });
    return written({ conversation_id: id, message_id: null }, position);
  }

  @Post('conversations/:id/mark_as_seen')
  @HttpCode(200)
  @Endpoint({ summary: 'Mark a conversation seen (opening it)', response: ConversationWrittenAnswer })
  async seen(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const { position } = await this.run(user, correlationId, { ...this.about(user, id), type: 'MarkConversationSeen', at: this.now() });
    return written({ conversation_id: id, message_id: null }, position);
  }

  @Post('conversation_volume')
  @HttpCode(200)
  @Endpoint({ summary: 'Mute or unmute conversations', response: ConversationsMutedAnswer })
  async volume(@User() user: CurrentUser, @Body() body: ConversationVolumeBodyDto, @CorrelationId() correlationId: string) {
    let last: bigint | null = null;
    for (const id of new Set(body.conversation_ids)) {
      const { position } = await this.run(user, correlationId, {
        ...this.about(user, id),
        type: 'SetConversationVolume',
        muted: body.mute,
      });
      last = position ?? last;
    }
    return written({ conversation_ids: [...new Set(body.conversation_ids)], muted: body.mute }, last);
  }

  private about(user: CurrentUser, conversationId: string) {
    return { siteId: user.siteId, conversationId, userId: user.id };
  }

  private now(): string {
    return this.config.now().toISOString();
  }

  private run(user: CurrentUser, correlationId: string, command: MessagingCommand) {
    return this.commands.execute(new RunConversationCommand({ command, user, correlationId }));
  }
}
