import { createZodDto } from 'nestjs-zod/dto';
import { eligibilityBody, eligibilityChanged } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class EligibilityBodyDto extends createZodDto(eligibilityBody) {}

export class EligibilityChangedAnswer extends answer(eligibilityChanged) {}
