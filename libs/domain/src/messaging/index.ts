export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * as messaging from './decider.js';
export { conversationStream, individualConversationId, type ConversationState } from './decider.js';
