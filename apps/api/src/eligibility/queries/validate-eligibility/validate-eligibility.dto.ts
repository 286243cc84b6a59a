import { createZodDto } from 'nestjs-zod/dto';
import { eligibilityMatch, validateEligibilityInput } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ValidateEligibilityInputDto extends createZodDto(validateEligibilityInput) {}
/** GET …/check_eligibility/{identifier}: the rest of the check in the query (parsed by hand with the identifier). */
export class CheckEligibilityQueryDto extends createZodDto(validateEligibilityInput.omit({ identifier: true })) {}

export class EligibilityMatchAnswer extends answer(eligibilityMatch) {}
