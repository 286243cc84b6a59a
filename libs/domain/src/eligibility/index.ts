export * from './events.js';
export * from './rules.js';
export * as eligibility from './decider.js';
export { eligibilityIdFor, eligibilityStream, type EligibilityCommand } from './decider.js';
export { eligibilityPersonalData } from './personal-data.js';
