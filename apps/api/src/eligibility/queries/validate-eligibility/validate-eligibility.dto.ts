import { createZodDto } from 'nestjs-zod/dto';
import { validateEligibilityInput } from '@wellway/contracts';

export class ValidateEligibilityInputDto extends createZodDto(validateEligibilityInput) {}
