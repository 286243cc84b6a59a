import { createZodDto } from 'nestjs-zod/dto';
import { announcement, announcementDeleted, announcementSiteQuery, sendAnnouncementBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SendAnnouncementBodyDto extends createZodDto(sendAnnouncementBody) {}
export class AnnouncementSiteQueryDto extends createZodDto(announcementSiteQuery) {}

export class AnnouncementSentAnswer extends answer(announcement) {}
export class AnnouncementDeletedAnswer extends answer(announcementDeleted) {}
