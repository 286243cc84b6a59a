import { Body, Controller, Headers, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { EntryCommand } from '@wellway/domain';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { isUuid } from '../../../http/validation.js';
import { RecordEntry } from './record-entry.handler.js';
import { revisionFromIfMatch } from '../../../http/if-match.js';

import { EntryAnswer, RecordEntryBodyDto } from './record-entry.dto.js';
import { entryNotFound } from '../../../http/not-found.js';
import { Endpoint } from '../../../http/endpoint.js';

@Controller('entries')
@RequirePermission('entries.log')
export class RecordEntryController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Endpoint({ summary: 'Log a day (steps, exercise, …) for the signed-in user', response: EntryAnswer, status: [200, 201] })
  async log(
    @User() user: CurrentUser,
    @Body() body: RecordEntryBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.record('LogEntry', user, body, correlationId, reply);
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a logged day (`If-Match` optional)', response: EntryAnswer })
  async change(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: RecordEntryBodyDto,
    @Headers('if-match') ifMatch: string | undefined,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!isUuid(id)) throw entryNotFound();
    return this.record('ChangeEntry', user, body, correlationId, reply, id, revisionFromIfMatch(ifMatch, 'entry'));
  }

  private async record(
    kind: EntryCommand['type'],
    user: CurrentUser,
    input: RecordEntryBodyDto,
    correlationId: string,
    reply: FastifyReply,
    id?: string,
    ifMatch?: bigint,
  ) {
    const result = await this.commands.execute(new RecordEntry({ kind, user, body: input, correlationId, entryId: id, ifMatch }));
    void reply.status(result.created ? 201 : 200).header('etag', `"${result.entry.revision}"`);
    return written(result.entry, result.position);
  }
}
