export * from './events.js';
export * from './commands.js';
export { announcementDecider, announcementStream, ANNOUNCEMENT_MAX_LENGTH } from './decider.js';
