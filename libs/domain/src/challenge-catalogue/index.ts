export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * as challengeCatalogue from './decider.js';
export { challengeStream, checkChallenge } from './decider.js';
