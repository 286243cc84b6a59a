import { DomainError } from '../shared/errors.js';

/** Spec 2 §8: a request that was answered, withdrawn or removed in the meantime. */
export const friendRequestNoLongerExists = (friendLabel: string) =>
  new DomainError('not_found', 'friend_request_not_found', `${friendLabel} request no longer exists.`);

/** Spec 2 §8 'Could not resend request': only the sender of a request still pending may resend it. */
export const couldNotResendRequest = () => new DomainError('validation', 'friend_request_not_resendable', 'Could not resend request');

export const cannotBefriendYourself = (friendLabel: string) =>
  new DomainError('validation', 'friend_request_to_self', `You cannot send a ${friendLabel.toLowerCase()} request to yourself.`);

export const onlyTheFriendeeAnswers = () =>
  new DomainError('forbidden', 'friend_request_not_yours', 'Only the person who was asked may accept or decline this request.');

export const onlyTheSenderWithdraws = () =>
  new DomainError(
    'forbidden',
    'friend_request_not_withdrawable',
    'Only the person who sent this request may withdraw it; decline it instead.',
  );

/** Spec 2 §5: an e-mail to a friend needs a message. */
export const pleaseIncludeAMessage = () => new DomainError('validation', 'friend_mail_empty', 'Please include a message.');

export const onlyFriendsAreMailed = (friendLabelPlural: string) =>
  new DomainError('forbidden', 'friend_mail_not_friend', `You can only e-mail your ${friendLabelPlural.toLowerCase()}.`);
