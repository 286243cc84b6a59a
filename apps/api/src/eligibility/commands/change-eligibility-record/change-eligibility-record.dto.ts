import { createZodDto } from 'nestjs-zod/dto';
import { eligibilityBody } from '@wellway/contracts';

export class EligibilityBodyDto extends createZodDto(eligibilityBody) {}
