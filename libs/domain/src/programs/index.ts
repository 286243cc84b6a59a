export * from './events.js';
export * from './commands.js';
export * from './logging-state.js';
export * as programs from './decider.js';
export { programStream, programMessages } from './decider.js';
