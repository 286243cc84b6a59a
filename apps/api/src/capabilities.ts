import type { Type } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { BadgesModule } from './badges/badges.module.js';
import { ContentModule } from './content/content.module.js';
import { DataExportsModule } from './data-exports/data-exports.module.js';
import { EligibilityModule } from './eligibility/eligibility.module.js';
import { EntriesModule } from './entries/entries.module.js';
import { GoalsModule } from './goals/goals.module.js';
import { FilesModule } from './files/files.module.js';
import { EvaluationsModule } from './evaluations/evaluations.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { ProgramsModule } from './programs/programs.module.js';
import { RegistrationModule } from './registration/registration.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SitesModule } from './sites/sites.module.js';
import { SsoModule } from './sso/sso.module.js';
import { StatsModule } from './stats/stats.module.js';
import { UsersModule } from './users/users.module.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { ChallengesModule } from './challenges/challenges.module.js';
import { FriendsModule } from './friends/friends.module.js';
import { FollowsModule } from './follows/follows.module.js';
import { MutesModule } from './mutes/mutes.module.js';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { WallModule } from './wall/wall.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { EopModule } from './eop/eop.module.js';

/**
 * Every capability's API: one Nest module each (`<capability>/<capability>.module.ts`, holding its
 * `commands/` and `queries/`). A new capability adds its module here; app.module.ts imports the list.
 */
export const apiCapabilities: readonly Type[] = [
  SitesModule,
  IdentityModule,
  SettingsModule,
  EntriesModule,
  StatsModule,
  BadgesModule,
  NotificationsModule,
  EligibilityModule,
  ContentModule,
  LocationsModule,
  ProgramsModule,
  RegistrationModule,
  UsersModule,
  SsoModule,
  DataExportsModule,
  AdminModule,
  MessagingModule,
  GoalsModule,
  FilesModule,
  ChallengesModule,
  EvaluationsModule,
  FriendsModule,
  FollowsModule,
  MutesModule,
  AnnouncementsModule,
  DashboardModule,
  WallModule,
  ReportsModule,
  EopModule,
];
