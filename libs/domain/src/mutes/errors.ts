import { DomainError } from '../shared/errors.js';

/** Never mute yourself. */
export const cannotMuteYourself = () => new DomainError('validation', 'mute_self', 'You cannot mute yourself.');

/** Only a live person of the muter's own site may be muted (another site's people are not found). */
export const mutedUserNotFound = () => new DomainError('not_found', 'mute_user_not_found', 'User not found.');
