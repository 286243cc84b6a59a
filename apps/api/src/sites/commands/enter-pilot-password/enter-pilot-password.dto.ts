import { createZodDto } from 'nestjs-zod/dto';
import { pilotPasswordAccepted, pilotPasswordBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class PilotPasswordBodyDto extends createZodDto(pilotPasswordBody) {}

export class PilotPasswordAnswer extends answer(pilotPasswordAccepted) {}
