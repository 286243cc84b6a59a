import { createZodDto } from 'nestjs-zod/dto';
import { recordEntryBody } from '@wellway/contracts';

export class RecordEntryBodyDto extends createZodDto(recordEntryBody) {}
