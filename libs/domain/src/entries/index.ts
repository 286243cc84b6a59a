export * from './events.js';
export * from './commands.js';
export * from './rules.js';
export * as entries from './decider.js';
export { entryIdFor, entryStream, type EntryState } from './decider.js';
