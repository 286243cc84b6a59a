import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';

/**
 * Spec 1 §3 conversation types: individual and group. Team conversations ('t') come with teams:
 * their members will follow the team's roster (an extension point kept in `conversationTypes`,
 * the decider's membership rules and the list's ordering, see `teamFirst` in the read model).
 */
export const conversationTypes = ['i', 'g'] as const;
export type ConversationType = (typeof conversationTypes)[number];

/** One stream per conversation (`conversation-<id>`): its members, their volume and seen marks, its messages. */
export type ConversationStarted = DomainEvent<
  'ConversationStarted',
  {
    readonly siteId: string;
    readonly conversationId: string;
    readonly conversationType: ConversationType;
    readonly startedBy: string;
    /** Everyone in it, the starter included. */
    readonly memberIds: readonly string[];
    /** A group's name, written by the starter (sealed as theirs); null: named by its members. */
    readonly name: string | null;
    readonly startedAt: string;
  }
>;

export type MessagePosted = DomainEvent<
  'MessagePosted',
  {
    readonly siteId: string;
    readonly conversationId: string;
    readonly messageId: string;
    readonly userId: string;
    /** Plain text, never HTML; '' when the message is only an image (or its author was erased). */
    readonly content: string;
    readonly image: string | null;
    readonly postedAt: string;
  }
>;

export type ConversationMembersAdded = DomainEvent<
  'ConversationMembersAdded',
  {
    readonly siteId: string;
    readonly conversationId: string;
    readonly addedBy: string;
    readonly userIds: readonly string[];
    readonly at: string;
  }
>;

export type ConversationMembersRemoved = DomainEvent<
  'ConversationMembersRemoved',
  {
    readonly siteId: string;
    readonly conversationId: string;
    readonly removedBy: string;
    readonly userIds: readonly string[];
    readonly at: string;
  }
>;

export type ConversationLeft = DomainEvent<
  'ConversationLeft',
  { readonly siteId: string; readonly conversationId: string; readonly userId: string; readonly at: string }
>;

/** Mute or unmute for one member (POST conversation_volume). */
export type ConversationVolumeSet = DomainEvent<
  'ConversationVolumeSet',
  { readonly siteId: string; readonly conversationId: string; readonly userId: string; readonly muted: boolean }
>;

/** A member opened the conversation: everything up to `messageId` is seen. */
export type ConversationSeen = DomainEvent<
  'ConversationSeen',
  { readonly siteId: string; readonly conversationId: string; readonly userId: string; readonly messageId: string; readonly seenAt: string }
>;

export type MessagingEvent =
  | ConversationStarted
  | MessagePosted
  | ConversationMembersAdded
  | ConversationMembersRemoved
  | ConversationLeft
  | ConversationVolumeSet
  | ConversationSeen;

export const messagingEventTypes = [
  'ConversationStarted',
  'MessagePosted',
  'ConversationMembersAdded',
  'ConversationMembersRemoved',
  'ConversationLeft',
  'ConversationVolumeSet',
  'ConversationSeen',
] as const satisfies readonly MessagingEvent['type'][];

/** docs/personal-data.md: a message's text and image are its author's; a group's name its starter's. */
export const messagingPersonalData = {
  rules: {
    ConversationStarted: [{ subject: (data) => data.startedBy, fields: { name: null } }],
    MessagePosted: [{ subject: (data) => data.userId, fields: { content: '', image: null } }],
  },
  withoutPersonalData: [
    'ConversationMembersAdded',
    'ConversationMembersRemoved',
    'ConversationLeft',
    'ConversationVolumeSet',
    'ConversationSeen',
  ],
} as const satisfies PersonalDataDeclaration<MessagingEvent>;
