import { Controller, Delete, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { administeredSite, siteIdParam } from '../../site-directory.js';
import { DeleteSite } from './delete-site.handler.js';
import { SiteDeletedAnswer } from './delete-site.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('sites')
export class DeleteSiteController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete(':id')
  @RequirePermission('site.delete', 'Only masters can delete sites.')
  @Endpoint({ summary: 'Delete a site', response: SiteDeletedAnswer, errors: [422] })
  async remove(@User() user: CurrentUser, @Param('id') id: string, @CorrelationId() correlationId: string) {
    const siteId = administeredSite(user, siteIdParam(id));
    const result = await this.commands.execute(new DeleteSite({ user, siteId, correlationId }));
    return written({ id: siteId }, result.position);
  }
}
