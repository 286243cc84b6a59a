import type { ConversationType } from './events.js';

/** A message as sent: text and/or an image URL (the API checks the URL). */
export interface MessageInput {
  readonly messageId: string;
  readonly content: string;
  readonly image: string | null;
}

/**
 * The first post creates the conversation (spec 1 §4). An individual conversation's id is derived
 * from its two people (`individualConversationId`), so starting it again posts to the same one.
 * `siteMemberIds`: those of `memberIds` the API found active on the author's site.
 */
export interface StartConversation {
  readonly type: 'StartConversation';
  readonly siteId: string;
  readonly conversationId: string;
  readonly conversationType: ConversationType;
  readonly userId: string;
  readonly memberIds: readonly string[];
  readonly siteMemberIds: readonly string[];
  readonly name: string | null;
  readonly message: MessageInput;
  readonly at: string;
}

export interface PostMessage {
  readonly type: 'PostMessage';
  readonly siteId: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly message: MessageInput;
  readonly at: string;
}

/** POST /conversations/{id}/users: operation add or remove, members (user ids). */
export interface ChangeConversationMembers {
  readonly type: 'ChangeConversationMembers';
  readonly siteId: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly operation: 'add' | 'remove';
  readonly memberIds: readonly string[];
  readonly siteMemberIds: readonly string[];
  readonly at: string;
}

export interface LeaveConversation {
  readonly type: 'LeaveConversation';
  readonly siteId: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly at: string;
}

export interface SetConversationVolume {
  readonly type: 'SetConversationVolume';
  readonly siteId: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly muted: boolean;
}

export interface MarkConversationSeen {
  readonly type: 'MarkConversationSeen';
  readonly siteId: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly at: string;
}

export type MessagingCommand =
  StartConversation | PostMessage | ChangeConversationMembers | LeaveConversation | SetConversationVolume | MarkConversationSeen;
