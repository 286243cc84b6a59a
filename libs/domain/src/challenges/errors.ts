import { DomainError } from '../shared/errors.js';

/** Spec 2 §5 and §9: at most 5 active challenges. */
export const MAX_ACTIVE_CHALLENGES = 5;

/**
 * Messages read in the 'Oops!' dialog, which adds the period itself (spec 2 §8: "the first base
 * error message and a period"), so they end without one.
 */
export const userChallengeMessages = {
  notFound: 'This challenge no longer exists.',
  yourself: 'You cannot challenge yourself',
  notFriend: 'You can only challenge your friends',
  senderFull: `You already have ${MAX_ACTIVE_CHALLENGES} active challenges`,
  receiverFull: `Your friend already has ${MAX_ACTIVE_CHALLENGES} active challenges`,
  notParty: 'This challenge is not yours',
  onlyReceiverAccepts: 'Only the person challenged can accept this challenge',
  onlyReceiverDeclines: 'Only the person challenged can decline this challenge',
  notPending: 'This challenge is no longer waiting for an answer',
  notAccepted: 'Accept this challenge before completing it',
  ended: 'This challenge has already ended',
  expired: 'This challenge has expired',
  alreadyCompleted: 'You have already completed this challenge',
  alreadySent: 'This challenge was already sent',
} as const;

export const userChallengeNotFound = () => new DomainError('not_found', 'user_challenge_not_found', userChallengeMessages.notFound);
