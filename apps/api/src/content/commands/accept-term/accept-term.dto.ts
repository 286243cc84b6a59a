import { createZodDto } from 'nestjs-zod/dto';
import { requiredTermBody, requiredTermChanged } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class RequiredTermBodyDto extends createZodDto(requiredTermBody) {}

export class TermAcceptedAnswer extends answer(requiredTermChanged) {}
