import { Module } from '@nestjs/common';
import { RecordEntryController } from './commands/record-entry.controller.js';
import { RecordEntryHandler } from './commands/record-entry.handler.js';
import { EntriesController } from './queries/entries.controller.js';

@Module({ controllers: [RecordEntryController, EntriesController], providers: [RecordEntryHandler] })
export class EntriesModule {}
