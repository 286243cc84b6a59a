import { createZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';
import {
  conversation,
  conversationMembersBody,
  conversationsMuted,
  conversationsQuery,
  conversationVolumeBody,
  conversationWritten,
  message,
  messagesQuery,
  postMessageBody,
  startConversationBody,
  unseenConversations,
} from '@wellway/contracts';
import { answer } from '../http/answer.js';

export class ConversationsQueryDto extends createZodDto(conversationsQuery) {}
export class MessagesQueryDto extends createZodDto(messagesQuery) {}
export class StartConversationBodyDto extends createZodDto(startConversationBody) {}
export class PostMessageBodyDto extends createZodDto(postMessageBody) {}
export class ConversationMembersBodyDto extends createZodDto(conversationMembersBody) {}
export class ConversationVolumeBodyDto extends createZodDto(conversationVolumeBody) {}

export class ConversationsAnswer extends answer(z.array(conversation)) {}
export class MessagesAnswer extends answer(z.array(message)) {}
export class ConversationWrittenAnswer extends answer(conversationWritten) {}
export class ConversationsMutedAnswer extends answer(conversationsMuted) {}
export class UnseenConversationsAnswer extends answer(unseenConversations) {}
