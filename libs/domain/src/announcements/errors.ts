import { DomainError } from '../shared/errors.js';

/** Spec 3 §5 Notification send / §9 messages. */
export const messageNeeded = () => new DomainError('validation', 'announcement_message_required', 'Oops, a message is needed.');
export const messageTooLong = (max: number) =>
  new DomainError('validation', 'announcement_message_too_long', `The message can be at most ${max} characters.`);
export const cannotSend = () => new DomainError('forbidden', 'announcement_forbidden', 'You may not send notifications.');
export const locationNotFound = () => new DomainError('validation', 'announcement_location_not_found', 'Choose a location of this site.');
export const outsideRegion = () =>
  new DomainError('forbidden', 'announcement_outside_region', 'You may send notifications only to your own location.');
export const announcementNotFound = () => new DomainError('not_found', 'announcement_not_found', 'Notification not found.');
export const announcementExists = () => new DomainError('conflict', 'announcement_exists', 'That notification was already sent.');
