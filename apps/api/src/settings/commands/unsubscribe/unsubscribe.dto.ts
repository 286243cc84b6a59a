import { createZodDto } from 'nestjs-zod/dto';
import { unsubscribeBody, unsubscribeQuery } from '@wellway/contracts';

export class UnsubscribeBodyDto extends createZodDto(unsubscribeBody) {}
export class UnsubscribeQueryDto extends createZodDto(unsubscribeQuery) {}
