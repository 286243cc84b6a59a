import { createZodDto } from 'nestjs-zod/dto';
import { eligibility, eligibilityListQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class EligibilityListQueryDto extends createZodDto(eligibilityListQuery) {}

export class EligibilitiesAnswer extends answer(z.array(eligibility)) {}
export class EligibilityAnswer extends answer(eligibility) {}
