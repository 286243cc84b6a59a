export * from './decider.js';
export * from './errors.js';
export * from './dates.js';
export * from './ids.js';
export * from './site-defaults.js';
