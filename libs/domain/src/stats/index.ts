export * from './steps.js';
