export * from './queries.js';
