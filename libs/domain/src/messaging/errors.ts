import { DomainError } from '../shared/errors.js';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_CONVERSATION_MEMBERS = 50;
export const MAX_CONVERSATION_NAME_LENGTH = 100;

export const messagingMessages = {
  /** Spec 1 §8's loader message; also for a conversation the reader is not in (its existence stays private). */
  notFound: 'Conversation resource could not be found',
  messageEmpty: 'A message needs text or an image.',
  messageTooLong: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`,
  membersRequired: 'Choose someone to message.',
  withYourself: 'You cannot start a conversation with yourself.',
  individualIsTwo: 'An individual conversation is between two people.',
  unknownMember: 'Everyone in a conversation must be a participant of this site.',
  tooLarge: `A conversation can have at most ${MAX_CONVERSATION_MEMBERS} people.`,
  nameTooLong: `A conversation name can be at most ${MAX_CONVERSATION_NAME_LENGTH} characters.`,
  individualMembers: 'People can be added to or removed from group conversations only.',
  removeForbidden: 'Only the person who started this conversation can remove people from it.',
  exists: 'That conversation already exists.',
} as const;

const m = messagingMessages;
export const conversationNotFound = () => new DomainError('not_found', 'conversation_not_found', m.notFound);
export const invalid = (code: string, message: string) => new DomainError('validation', code, message);
