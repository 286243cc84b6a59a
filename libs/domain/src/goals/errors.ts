import { DomainError } from '../shared/errors.js';

/** Spec 2 §8 / spec 3 §8 loader message: a goal that is not there (or not the caller's). */
export const goalNotFound = () => new DomainError('not_found', 'goal_not_found', 'Goal could not be found');
export const descriptionRequired = () => new DomainError('validation', 'goal_description_required', 'Please include a description.');
export const titleRequired = () => new DomainError('validation', 'goal_title_required', 'Please include a title.');
export const textTooLong = (field: string, max: number) =>
  new DomainError('validation', 'goal_text_too_long', `The ${field} can be at most ${max} characters.`);
export const monthInvalid = () => new DomainError('validation', 'goal_month_invalid', 'Months must be between 1 and 12.');
export const tooManyActiveGoals = (max: number) =>
  new DomainError('conflict', 'too_many_active_goals', `You can have at most ${max} active goals. Complete or cancel one first.`);
export const goalAlreadyActive = () => new DomainError('conflict', 'goal_already_active', 'You are already working on this goal.');
export const goalNotActive = () => new DomainError('conflict', 'goal_not_active', 'This goal is no longer active.');
export const goalNotCompleted = () =>
  new DomainError('conflict', 'goal_not_completed', 'Only a completed goal can be run again or shared.');
export const outsideGoalMonths = () =>
  new DomainError('conflict', 'goal_outside_months', 'This goal can only be run again during its months.');
export const onlyOwnGoalsEditable = () => new DomainError('forbidden', 'goal_not_custom', 'Only goals you created yourself can be edited.');
/** Spec 2 §8 'Email share'. */
export const noEmailAddress = () => new DomainError('validation', 'email_share_no_address', 'Must include at least 1 email address.');
export const invalidEmailAddress = (address: string) =>
  new DomainError('validation', 'email_share_invalid_address', `"${address}" is not an email address.`);
export const tooManyEmailAddresses = (max: number) =>
  new DomainError('validation', 'email_share_too_many', `At most ${max} email addresses at a time.`);
/** Spec 3 §4: only goals that belong to the site or were edited on it can be deleted. */
export const goalNotDeletable = () =>
  new DomainError('forbidden', 'goal_not_deletable', 'Only goals that belong to this site, or were edited on it, can be deleted.');
