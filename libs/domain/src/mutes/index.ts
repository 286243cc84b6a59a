export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * as mutes from './decider.js';
export { muteDecider, muteStream, type MuteState } from './decider.js';
