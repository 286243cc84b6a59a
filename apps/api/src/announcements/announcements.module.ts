import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeAnnouncementsController } from './commands/change-announcements/change-announcements.controller.js';
import { DeleteAnnouncementHandler, SendAnnouncementHandler } from './commands/change-announcements/change-announcements.handler.js';
import { AnnouncementsController } from './queries/announcements/announcements.controller.js';

/** Coordinators' notifications to their site's participants (spec 3 §2.4 /dashboard/notifications, §7). */
@Module({
  imports: [SitesModule],
  controllers: [AnnouncementsController, ChangeAnnouncementsController],
  providers: [SendAnnouncementHandler, DeleteAnnouncementHandler],
})
export class AnnouncementsModule {}
