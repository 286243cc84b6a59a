import { createZodDto } from 'nestjs-zod/dto';
import { badgesQuery } from '@wellway/contracts';

export class BadgesQueryDto extends createZodDto(badgesQuery) {}
