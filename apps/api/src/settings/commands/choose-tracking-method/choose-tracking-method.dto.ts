import { createZodDto } from 'nestjs-zod/dto';
import { trackingBody, trackingChosen } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class TrackingBodyDto extends createZodDto(trackingBody) {}

export class TrackingMethodAnswer extends answer(trackingChosen) {}
