import { createZodDto } from 'nestjs-zod/dto';
import { registerBody, signedInUser } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class RegisterBodyDto extends createZodDto(registerBody) {}

export class RegisteredAnswer extends answer(z.array(signedInUser)) {}
