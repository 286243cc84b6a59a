export * from './events.js';
export { ssoDetailDecider, ssoDetailStream, ssoDetailProblems, type SsoDetailCommand } from './decider.js';
