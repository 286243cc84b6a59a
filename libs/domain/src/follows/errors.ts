import { DomainError } from '../shared/errors.js';

/** Spec 2 §6: follow is never offered on one's own posts; the API refuses it too. */
export const cannotFollowYourself = () => new DomainError('validation', 'follow_self', 'You cannot follow yourself.');

/** Only a live person of the follower's own site may be followed (another site's people are not found). */
export const followeeNotFound = () => new DomainError('not_found', 'follow_user_not_found', 'User not found.');
