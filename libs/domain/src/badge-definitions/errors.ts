import { DomainError } from '../shared/errors.js';

/** Messages a person reads (the screen shows 'Could not save Badge' above them). */
export const badgeDefinitionMessages = {
  notFound: 'Badge not found.',
  exists: 'That badge already exists.',
  nameRequired: 'A badge needs a name.',
  nameTooLong: 'A badge name can be at most 100 characters.',
  iconTooLong: 'A badge icon can be at most 2000 characters.',
  goal: 'A badge goal must be a whole number of at least 1.',
  goal2: 'Goal 2 must be a whole number of at least 1.',
  entriesGoal2: 'A program entries badge needs the number of entries (goal 2).',
  programRequired: 'A program badge needs a program.',
  defaultNotResettable: 'This is a default badge: there is nothing to reset on this site.',
  sequenceDuplicate: 'Each badge can appear only once in the order.',
  sequenceUnknown: 'The order names a badge this site does not have.',
  sequenceEmpty: 'The order must list at least one badge.',
} as const;

export const badgeNotFound = () => new DomainError('not_found', 'badge_not_found', badgeDefinitionMessages.notFound);
export const invalidBadge = (code: string, message: string) => new DomainError('validation', code, message);
