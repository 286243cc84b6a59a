import { DomainError } from '../shared/errors.js';

export const evaluationMessages = {
  notFound: 'Site Evaluation could not be loaded.',
  notOpen: 'This evaluation is not open to you.',
  alreadyCompleted: 'You have already completed this evaluation.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  scheduleRequired: 'Choose when the evaluation is given: days from start, or a start date and an end date.',
  scheduleBoth: 'Choose days from start or a date range, not both.',
  daysFromStart: 'Days from start must be a whole number from 0 to 3650.',
  startDate: 'Start date must be a date.',
  endDate: 'End date must be a date on or after the start date.',
  tooManyQuestions: 'An evaluation has at most 100 questions.',
  duplicateQuestion: 'Each question appears once.',
} as const;

export const evaluationNotFound = () => new DomainError('not_found', 'site_evaluation_not_found', evaluationMessages.notFound);
export const evaluationAlreadyCompleted = () =>
  new DomainError('conflict', 'evaluation_already_completed', evaluationMessages.alreadyCompleted);
export const evaluationInvalid = (problems: readonly string[]) =>
  new DomainError('validation', 'site_evaluation_invalid', problems.join('\n'));
export const answersInvalid = (problems: readonly string[]) =>
  new DomainError('validation', 'evaluation_answers_invalid', problems.join('\n'));
