export * from './participants.js';
export * from './programs.js';
export * from './stats.js';
export * from './scope.js';
