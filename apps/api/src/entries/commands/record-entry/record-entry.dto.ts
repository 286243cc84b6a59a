import { createZodDto } from 'nestjs-zod/dto';
import { entry, recordEntryBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class RecordEntryBodyDto extends createZodDto(recordEntryBody) {}

export class EntryAnswer extends answer(entry) {}
