import { DomainError } from '../shared/errors.js';

export const MAX_CHALLENGE_NAME_LENGTH = 255;

export const challengeCatalogueMessages = {
  nameRequired: 'A challenge needs a name.',
  nameTooLong: `A challenge name can be at most ${MAX_CHALLENGE_NAME_LENGTH} characters.`,
  monthInvalid: 'The month must be a whole number from 1 to 12.',
  notFound: 'Challenge not found.',
  defaultNotDeletable: 'A default challenge can only be deleted on the default site.',
} as const;

export const challengeNotFound = () => new DomainError('not_found', 'challenge_not_found', challengeCatalogueMessages.notFound);
