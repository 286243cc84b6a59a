export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * as follows from './decider.js';
export { followDecider, followStream, type FollowState } from './decider.js';
