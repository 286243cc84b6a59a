import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@wellway/event-store';
import type { Database } from '@wellway/read-models';
import type { ApiConfig } from '../config.js';
import { Public } from '../http/current-user.js';
import { CONFIG, EVENT_STORE, READ_DB } from '../infrastructure/tokens.js';
import { DatabaseAvailability } from './database-availability.js';
import { isDatabaseUnavailable } from './outage.js';
import { AliveAnswer, ReadyAnswer } from './health.dto.js';
import { Endpoint } from '../http/endpoint.js';
import { one } from '../http/envelope.js';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CONFIG) private readonly config: ApiConfig,
    @Inject(DatabaseAvailability) private readonly availability: DatabaseAvailability,
  ) {}

  /** Readiness: the API can serve (its database answers). Load balancers and the compose file wait on it. */
  @Public()
  @Get()
  @Endpoint({ summary: 'Readiness: whether the API and its database are up', response: ReadyAnswer, errors: [503] })
  ready() {
    return this.readiness();
  }

  @Public()
  @Get('ready')
  @Endpoint({ summary: 'Readiness (the same as GET /health)', response: ReadyAnswer, errors: [503] })
  readyAlias() {
    return this.readiness();
  }

  /** Liveness: the process answers; a database outage does not make it restart. */
  @Public()
  @Get('live')
  @Endpoint({ summary: 'Liveness: whether the API process answers', response: AliveAnswer })
  live() {
    return one({ status: 'ok' as const });
  }

  private async readiness() {
    if (!this.availability.available) throw new ServiceUnavailableException('The database is not reachable.');
    try {
      await sql`select 1`.execute(this.db);
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.availability.lost(error);
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    return one({ status: 'ok' as const, event_store: this.store.kind, queue: this.config.queueBackend ?? null });
  }
}
