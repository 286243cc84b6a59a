export * from './helm.js';
export * from './programs.js';
