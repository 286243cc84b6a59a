export * from './events.js';
export * from './commands.js';
export * from './errors.js';
export type { LocationNode, LocationTree } from './tree.js';
export * as locations from './decider.js';
export { locationsStream } from './decider.js';
export * from './csv-file.js';
