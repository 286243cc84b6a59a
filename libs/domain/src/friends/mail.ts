import type { Decider } from '../shared/decider.js';
import type { MailFriend } from './commands.js';
import { onlyFriendsAreMailed, pleaseIncludeAMessage } from './errors.js';
import type { FriendMailed } from './events.js';

/** One stream per e-mail (its id chosen by the caller): a retried request sends it once. */
export const friendMailStream = (mailId: string): string => `friend_mail-${mailId}`;

export interface FriendMailState {
  readonly sent: boolean;
}

/** Limits a message to what an e-mail reasonably holds. */
export const FRIEND_MAIL_MAX_LENGTH = 5000;

export function decide(command: MailFriend & { readonly friendLabelPlural: string }, state: FriendMailState): FriendMailed[] {
  if (state.sent) return [];
  const message = command.message.trim();
  if (message === '') throw pleaseIncludeAMessage();
  if (!command.areFriends) throw onlyFriendsAreMailed(command.friendLabelPlural);
  const { mailId, siteId, senderId, recipientId, at } = command;
  return [{ type: 'FriendMailed', data: { mailId, siteId, senderId, recipientId, message, sentAt: at } }];
}

export const friendMailDecider: Decider<MailFriend & { readonly friendLabelPlural: string }, FriendMailed, FriendMailState> = {
  decide,
  evolve: () => ({ sent: true }),
  initialState: () => ({ sent: false }),
};
