export * from './databases.js';
export * from './system.js';
export * from './seeded.js';
export * from './projector.js';
export * from './browser.js';
export * from './mailbox.js';
export * from './second-site.js';
export * from './personal-data.js';
