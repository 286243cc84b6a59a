export * from './events.js';
export * from './commands.js';
export { MAX_MODERATION_REASON_LENGTH, MAX_POST_LENGTH, MAX_POST_TAGS, REPORTS_TO_HIDE, wallMessages } from './errors.js';
export * from './roles.js';
export * from './notices.js';
export * as wall from './decider.js';
export { postStream, mayDelete, mayReport, type PostState } from './decider.js';
export * from './automatic-posts.js';
