import { Body, Controller, Delete, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnnouncementSent } from '@wellway/domain';
import { locationNameOf, type Database } from '@wellway/read-models';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { isUuid } from '../../../http/validation.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { SiteDirectory } from '../../../sites/site-directory.js';
import { DeleteAnnouncement, SendAnnouncement } from './change-announcements.handler.js';
import {
  AnnouncementDeletedAnswer,
  AnnouncementSentAnswer,
  AnnouncementSiteQueryDto,
  SendAnnouncementBodyDto,
} from './change-announcements.dto.js';

const notFound = () => new NotFoundException('Notification not found.');

/** Spec 3 §7 Notifications: POST with message and location; delete for all participants (spec 3 §9). */
@Controller('announcements')
@RequirePermission('coordinator.send_notification')
export class ChangeAnnouncementsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteDirectory) private readonly sites: SiteDirectory,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  @Post()
  @Endpoint({ summary: "Send a notification to a site's participants", response: AnnouncementSentAnswer, status: 201 })
  async send(
    @User() user: CurrentUser,
    @Body() body: SendAnnouncementBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const siteId = await this.sites.administered(user, body.site_id);
    const announcementId = randomUUID();
    const result = await this.commands.execute(
      new SendAnnouncement({ user, siteId, announcementId, message: body.message, locationId: body.location_id, correlationId }),
    );
    const sent = result.events[0] as AnnouncementSent;
    const location = sent.data.locationId === null ? null : await locationNameOf(this.db, siteId, sent.data.locationId);
    void reply.status(201);
    return written(
      {
        id: announcementId,
        site_id: siteId,
        message: sent.data.message,
        location_id: sent.data.locationId,
        location_name: location,
        created_at: sent.data.sentAt,
      },
      result.position,
    );
  }

  @Delete(':id')
  @Endpoint({ summary: 'Delete a notification for all participants', response: AnnouncementDeletedAnswer })
  async destroy(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Query() query: AnnouncementSiteQueryDto,
    @CorrelationId() correlationId: string,
  ) {
    const siteId = await this.sites.administered(user, query.site_id);
    if (!isUuid(id)) throw notFound();
    const result = await this.commands.execute(new DeleteAnnouncement({ user, siteId, announcementId: id, correlationId }));
    return written({ id, deleted: true }, result.position);
  }
}
