export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * from './notices.js';
export * as userChallenges from './decider.js';
export * as challengeSlots from './slots.js';
export { userChallengeStream, type UserChallengeState, type UserChallengeStatus } from './decider.js';
export { challengeSlotsStream } from './slots.js';
