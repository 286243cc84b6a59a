export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * from './notices.js';
export * as friends from './decider.js';
export * as friendInvitations from './invitation.js';
export { friendshipStream, type FriendshipState, type CurrentFriendship } from './decider.js';
export { friendInvitationStream } from './invitation.js';
export { friendMailDecider, friendMailStream, FRIEND_MAIL_MAX_LENGTH } from './mail.js';
