import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { RecordEntryController } from './commands/record-entry/record-entry.controller.js';
import { RecordEntryHandler } from './commands/record-entry/record-entry.handler.js';
import { EntriesController } from './queries/entries/entries.controller.js';

@Module({ imports: [SitesModule], controllers: [RecordEntryController, EntriesController], providers: [RecordEntryHandler] })
export class EntriesModule {}
