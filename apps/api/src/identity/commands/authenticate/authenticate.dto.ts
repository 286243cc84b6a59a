import { createZodDto } from 'nestjs-zod/dto';
import { authenticateBody, authenticateQuery, signedInUser } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class AuthenticateBodyDto extends createZodDto(authenticateBody) {}
export class AuthenticateQueryDto extends createZodDto(authenticateQuery) {}

export class SignedInAnswer extends answer(signedInUser) {}
