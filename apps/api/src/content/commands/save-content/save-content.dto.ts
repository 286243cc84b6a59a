import { createZodDto } from 'nestjs-zod/dto';
import { contentBody, contentQuery } from '@wellway/contracts';

export class ContentBodyDto extends createZodDto(contentBody) {}
export class ContentQueryDto extends createZodDto(contentQuery) {}
