import { createZodDto } from 'nestjs-zod/dto';
import { unsubscribeBody } from '@wellway/contracts';

export class UnsubscribeBodyDto extends createZodDto(unsubscribeBody) {}
