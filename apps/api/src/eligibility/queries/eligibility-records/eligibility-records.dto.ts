import { createZodDto } from 'nestjs-zod/dto';
import { eligibilityListQuery } from '@wellway/contracts';

export class EligibilityListQueryDto extends createZodDto(eligibilityListQuery) {}
