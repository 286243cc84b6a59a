/**
 * Every request's and response's schema, written once (zod): the API validates with them (nestjs-zod DTOs and
 * its global pipe), its OpenAPI document describes them, and the web takes their types
 * (`import type` only, so zod stays out of its bundle).
 */
export * from './common.js';
export * from './badges.js';
export * from './content.js';
export * from './eligibility.js';
export * from './entries.js';
export * from './goals.js';
export * from './health.js';
export * from './identity.js';
export * from './locations.js';
export * from './notifications.js';
export * from './programs.js';
export * from './registration.js';
export * from './settings.js';
export * from './sites.js';
export * from './sso.js';
export * from './stats.js';
export * from './users.js';
export * from './personal-data.js';
export * from './messaging.js';
export * from './files.js';
export * from './challenges.js';
export * from './evaluations.js';
export * from './friends.js';
export * from './follows.js';
export * from './mutes.js';
export * from './announcements.js';
export * from './wall.js';
export * from './inheritable.js';
export * from './reports.js';
export * from './dashboard.js';
export * from './eop.js';
