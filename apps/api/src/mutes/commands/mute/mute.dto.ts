import { createZodDto } from 'nestjs-zod/dto';
import { createMuteBody, mute } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateMuteBodyDto extends createZodDto(createMuteBody) {}
export class MuteAnswer extends answer(mute) {}
