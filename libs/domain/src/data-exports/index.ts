export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export * as dataExports from './decider.js';
export { dataExportsStream, DATA_EXPORT_VALID_HOURS } from './decider.js';
