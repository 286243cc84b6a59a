import { Controller, Get, Inject, Module, ServiceUnavailableException } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@wellway/event-store';
import type { Database } from '@wellway/read-models';
import { Public } from '../http/current-user.js';
import { EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
import { ApiDoc } from '../http/api-doc.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Public()
  @Get()
  @ApiDoc('Whether the API and its database are up', { errors: [503] })
  async health() {
    try {
      await sql`select 1`.execute(this.db);
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    return { data: { status: 'ok', event_store: this.store.kind }, meta: {} };
  }
}

@Module({ controllers: [HealthController] })
export class HealthModule {}
