import { createZodDto } from 'nestjs-zod/dto';
import { contentQuery } from '@wellway/contracts';

export class ContentQueryDto extends createZodDto(contentQuery) {}
