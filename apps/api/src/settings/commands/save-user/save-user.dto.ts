import { createZodDto } from 'nestjs-zod/dto';
import { saveUserBody, userSaved } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SaveUserBodyDto extends createZodDto(saveUserBody) {}

export class UserSavedAnswer extends answer(userSaved) {}
