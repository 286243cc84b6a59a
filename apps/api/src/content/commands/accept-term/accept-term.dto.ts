import { createZodDto } from 'nestjs-zod/dto';
import { requiredTermBody } from '@wellway/contracts';

export class RequiredTermBodyDto extends createZodDto(requiredTermBody) {}
