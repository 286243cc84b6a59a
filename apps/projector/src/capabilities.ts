import { badgesJobs } from './badges/manifest.js';
import { dataExportsJobs } from './data-exports/manifest.js';
import { emailReservationsJobs } from './email-reservations/manifest.js';
import { erasuresJobs } from './erasures/manifest.js';
import { mailJobs } from './mail/manifest.js';
import { goalsJobs } from './goals/manifest.js';
import { challengesJobs } from './challenges/manifest.js';
import { friendsJobs } from './friends/manifest.js';
import { automaticPostsJobs } from './automatic-posts/manifest.js';
import { announcementMailJobs } from './announcements/manifest.js';
import { reportKeysJobs } from './report-keys/manifest.js';
import type { ReactorManifest } from './workers/reactor-manifest.js';

/**
 * Every capability that reacts to the log with jobs: its reactor, queue and worker (see
 * `<capability>/manifest.ts`). The worker process opens them all with `startWorkers`. A new
 * capability that reacts adds its manifest here.
 */
export const reactorCapabilities: readonly ReactorManifest[] = [
  badgesJobs,
  mailJobs,
  emailReservationsJobs,
  erasuresJobs,
  dataExportsJobs,
  goalsJobs,
  challengesJobs,
  friendsJobs,
  automaticPostsJobs,
  announcementMailJobs,
  reportKeysJobs,
];
