import { Module } from '@nestjs/common';
import { ChangeConversationsController } from './commands/change-conversations/change-conversations.controller.js';
import { RunConversationCommandHandler } from './commands/change-conversations/change-conversations.handler.js';
import { MessageRateLimit } from './message-rate-limit.js';
import { ConversationsController } from './queries/conversations/conversations.controller.js';

/** Messaging (spec 1 §2 messages, §3 Conversation and Message, §7): conversations of members, told live over graphql-ws. */
@Module({
  controllers: [ConversationsController, ChangeConversationsController],
  providers: [RunConversationCommandHandler, MessageRateLimit],
})
export class MessagingModule {}
