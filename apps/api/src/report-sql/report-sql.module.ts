import { Module } from '@nestjs/common';
import type pg from 'pg';
import type { Kysely } from 'kysely';
import { reportFields } from '@wellway/domain';
import type { Database } from '@wellway/read-models';
import { PG_POOL, READ_DB } from '../infrastructure/tokens.js';
import { SqlReportRunner } from './port.js';
import { PostgresSqlReportRunner } from './runner.js';

/** Runs coordinators' SQL reports in the site's sandbox (docs/decisions.md, "SQL reports: the sandbox"). */
@Module({
  providers: [
    {
      provide: SqlReportRunner,
      inject: [PG_POOL, READ_DB],
      useFactory: (pool: pg.Pool, db: Kysely<Database>) => new PostgresSqlReportRunner(pool, db, reportFields),
    },
  ],
  exports: [SqlReportRunner],
})
export class ReportSqlModule {}
