import { createZodDto } from 'nestjs-zod/dto';
import { siteGoalBody } from '@wellway/contracts';

export class SiteGoalBodyDto extends createZodDto(siteGoalBody) {}
