export * from './events.js';
export * as content from './decider.js';
export { contentStream, normaliseContentKey, uniqueContentKey, type ContentCommand } from './decider.js';
