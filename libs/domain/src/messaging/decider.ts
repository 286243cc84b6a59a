import { assertNever, type Decider } from '../shared/decider.js';
import { DomainError } from '../shared/errors.js';
import { deterministicId } from '../shared/ids.js';
import type {
  ChangeConversationMembers,
  LeaveConversation,
  MarkConversationSeen,
  MessageInput,
  MessagingCommand,
  PostMessage,
  SetConversationVolume,
  StartConversation,
} from './commands.js';
import {
  conversationNotFound,
  invalid,
  MAX_CONVERSATION_MEMBERS,
  MAX_CONVERSATION_NAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  messagingMessages as m,
} from './errors.js';
import type { ConversationType, MessagePosted, MessagingEvent } from './events.js';

export const conversationStream = (conversationId: string): string => `conversation-${conversationId}`;

/** The one individual conversation of two people on a site, whoever starts it. */
export const individualConversationId = (siteId: string, a: string, b: string): string =>
  deterministicId('conversation', siteId, 'i', ...[a, b].sort());

export interface ConversationState {
  readonly started: boolean;
  readonly conversationType: ConversationType;
  readonly startedBy: string | null;
  readonly members: ReadonlySet<string>;
  readonly muted: ReadonlySet<string>;
  readonly lastMessageId: string | null;
  /** Each member's last seen message. */
  readonly seen: ReadonlyMap<string, string>;
}

export const initialState = (): ConversationState => ({
  started: false,
  conversationType: 'i',
  startedBy: null,
  members: new Set(),
  muted: new Set(),
  lastMessageId: null,
  seen: new Map(),
});

const withAll = (set: ReadonlySet<string>, ids: readonly string[]) => new Set([...set, ...ids]);
const withoutAll = (set: ReadonlySet<string>, ids: readonly string[]) => new Set([...set].filter((id) => !ids.includes(id)));

export function evolve(state: ConversationState, event: MessagingEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const { conversationType, startedBy, memberIds } = event.data;
      return { ...state, started: true, conversationType, startedBy, members: new Set(memberIds) };
    }
    case 'MessagePosted': {
      const { messageId, userId } = event.data;
      return { ...state, lastMessageId: messageId, seen: new Map(state.seen).set(userId, messageId) };
    }
    case 'ConversationMembersAdded':
      return { ...state, members: withAll(state.members, event.data.userIds) };
    case 'ConversationMembersRemoved':
      return { ...state, members: withoutAll(state.members, event.data.userIds), muted: withoutAll(state.muted, event.data.userIds) };
    case 'ConversationLeft':
      return { ...state, members: withoutAll(state.members, [event.data.userId]), muted: withoutAll(state.muted, [event.data.userId]) };
    case 'ConversationVolumeSet': {
      const { userId, muted } = event.data;
      return { ...state, muted: muted ? withAll(state.muted, [userId]) : withoutAll(state.muted, [userId]) };
    }
    case 'ConversationSeen':
      return { ...state, seen: new Map(state.seen).set(event.data.userId, event.data.messageId) };
    default:
      return assertNever(event);
  }
}

/** The text as kept: plain text, trimmed at its ends (lines inside stay); refused empty or too long. */
function checkedMessage(message: MessageInput): MessageInput {
  const content = message.content.trim();
  if (content === '' && message.image === null) throw invalid('message_empty', m.messageEmpty);
  if (content.length > MAX_MESSAGE_LENGTH) throw invalid('message_too_long', m.messageTooLong);
  return { ...message, content };
}

function posted(command: { siteId: string; conversationId: string; userId: string; at: string }, message: MessageInput): MessagePosted {
  const { siteId, conversationId, userId, at } = command;
  const { messageId, content, image } = message;
  return { type: 'MessagePosted', data: { siteId, conversationId, messageId, userId, content, image, postedAt: at } };
}

function requireSiteMembers(memberIds: readonly string[], siteMemberIds: readonly string[]): void {
  if (memberIds.some((id) => !siteMemberIds.includes(id))) throw invalid('conversation_member_unknown', m.unknownMember);
}

function requireMember(state: ConversationState, userId: string): void {
  if (!state.started || !state.members.has(userId)) throw conversationNotFound();
}

function start(command: StartConversation, state: ConversationState): MessagingEvent[] {
  const { siteId, conversationId, conversationType, userId, at } = command;
  const others = [...new Set(command.memberIds)].filter((id) => id !== userId);
  if (command.memberIds.length > 0 && others.length === 0) throw invalid('conversation_with_self', m.withYourself);
  if (others.length === 0) throw invalid('conversation_members_required', m.membersRequired);
  if (conversationType === 'i' && others.length !== 1) throw invalid('conversation_individual_pair', m.individualIsTwo);
  if (others.length + 1 > MAX_CONVERSATION_MEMBERS) throw invalid('conversation_too_large', m.tooLarge);
  requireSiteMembers(others, command.siteMemberIds);
  const name = command.name?.trim() || null;
  if (name !== null && name.length > MAX_CONVERSATION_NAME_LENGTH) throw invalid('conversation_name_too_long', m.nameTooLong);
  const message = checkedMessage(command.message);
  const memberIds = [userId, ...others];
  if (!state.started) {
    const type = 'ConversationStarted' as const;
    return [
      { type, data: { siteId, conversationId, conversationType, startedBy: userId, memberIds, name, startedAt: at } },
      posted(command, message),
    ];
  }
  // Only an individual conversation is found again by its people: whoever of the two left comes back.
  if (state.conversationType !== 'i' || conversationType !== 'i') throw new DomainError('conflict', 'conversation_exists', m.exists);
  const missing = memberIds.filter((id) => !state.members.has(id));
  const rejoined: MessagingEvent[] =
    missing.length > 0
      ? [{ type: 'ConversationMembersAdded', data: { siteId, conversationId, addedBy: userId, userIds: missing, at } }]
      : [];
  return [...rejoined, posted(command, message)];
}

function post(command: PostMessage, state: ConversationState): MessagingEvent[] {
  requireMember(state, command.userId);
  return [posted(command, checkedMessage(command.message))];
}

function changeMembers(command: ChangeConversationMembers, state: ConversationState): MessagingEvent[] {
  const { siteId, conversationId, userId, at } = command;
  requireMember(state, userId);
  if (state.conversationType !== 'g') throw invalid('conversation_not_group', m.individualMembers);
  const ids = [...new Set(command.memberIds)];
  if (command.operation === 'add') {
    const added = ids.filter((id) => !state.members.has(id));
    requireSiteMembers(added, command.siteMemberIds);
    if (state.members.size + added.length > MAX_CONVERSATION_MEMBERS) throw invalid('conversation_too_large', m.tooLarge);
    return added.length === 0
      ? []
      : [{ type: 'ConversationMembersAdded', data: { siteId, conversationId, addedBy: userId, userIds: added, at } }];
  }
  const removed = ids.filter((id) => state.members.has(id));
  if (removed.length === 1 && removed[0] === userId) return leave({ ...command, type: 'LeaveConversation' }, state);
  if (removed.length > 0 && state.startedBy !== userId) {
    throw new DomainError('forbidden', 'conversation_remove_forbidden', m.removeForbidden);
  }
  return removed.length === 0
    ? []
    : [{ type: 'ConversationMembersRemoved', data: { siteId, conversationId, removedBy: userId, userIds: removed, at } }];
}

function leave(command: LeaveConversation, state: ConversationState): MessagingEvent[] {
  const { siteId, conversationId, userId, at } = command;
  requireMember(state, userId);
  return [{ type: 'ConversationLeft', data: { siteId, conversationId, userId, at } }];
}

function setVolume(command: SetConversationVolume, state: ConversationState): MessagingEvent[] {
  const { siteId, conversationId, userId, muted } = command;
  requireMember(state, userId);
  if (state.muted.has(userId) === muted) return [];
  return [{ type: 'ConversationVolumeSet', data: { siteId, conversationId, userId, muted } }];
}

function markSeen(command: MarkConversationSeen, state: ConversationState): MessagingEvent[] {
  const { siteId, conversationId, userId, at } = command;
  requireMember(state, userId);
  const messageId = state.lastMessageId;
  if (messageId === null || state.seen.get(userId) === messageId) return [];
  return [{ type: 'ConversationSeen', data: { siteId, conversationId, userId, messageId, seenAt: at } }];
}

export function decide(command: MessagingCommand, state: ConversationState): MessagingEvent[] {
  switch (command.type) {
    case 'StartConversation':
      return start(command, state);
    case 'PostMessage':
      return post(command, state);
    case 'ChangeConversationMembers':
      return changeMembers(command, state);
    case 'LeaveConversation':
      return leave(command, state);
    case 'SetConversationVolume':
      return setVolume(command, state);
    case 'MarkConversationSeen':
      return markSeen(command, state);
    default:
      return assertNever(command);
  }
}

export const conversationDecider: Decider<MessagingCommand, MessagingEvent, ConversationState> = { decide, evolve, initialState };
