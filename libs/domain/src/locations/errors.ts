import { DomainError } from '../shared/errors.js';

export const MAX_LOCATION_LEVELS = 3;
export const MAX_LOCATION_NAME_LENGTH = 100;

export const locationMessages = {
  nameRequired: 'A location needs a name.',
  nameTooLong: `A location name can be at most ${MAX_LOCATION_NAME_LENGTH} characters.`,
  duplicateName: (name: string) => `A location named ${name} already exists at this level.`,
  tooDeep: `Locations can be nested at most ${MAX_LOCATION_LEVELS} levels deep.`,
  moveTooDeep: `Moving it there would nest locations more than ${MAX_LOCATION_LEVELS} levels deep.`,
  parentNotFound: 'The parent location was not found.',
  notFound: 'Location not found.',
  exists: 'That location already exists.',
  underItself: 'A location cannot be moved under itself.',
  underDescendant: 'A location cannot be moved under a location inside it.',
  hasChildren: (name: string) => `${name} has locations under it: move or delete them first.`,
  reorderIncomplete: 'The new order must list every location under one parent exactly once.',
  rowSkipsLevel: 'A row cannot leave a level empty before the next one.',
  rowTooDeep: `A row can name at most ${MAX_LOCATION_LEVELS} levels.`,
} as const;

export const locationNotFound = () => new DomainError('not_found', 'location_not_found', locationMessages.notFound);
