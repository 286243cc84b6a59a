export * from './events.js';
export * as requiredTerms from './decider.js';
export { requiredTermsStream, termAcceptancesStream } from './decider.js';
