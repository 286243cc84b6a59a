import { createZodDto } from 'nestjs-zod/dto';
import { profilePhotoBody, profilePhotoSaved } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ProfilePhotoBodyDto extends createZodDto(profilePhotoBody) {}
export class ProfilePhotoSavedAnswer extends answer(profilePhotoSaved) {}
