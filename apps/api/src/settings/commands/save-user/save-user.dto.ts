import { createZodDto } from 'nestjs-zod/dto';
import { saveUserBody } from '@wellway/contracts';

export class SaveUserBodyDto extends createZodDto(saveUserBody) {}
