export * from './databases.js';
