import { createZodDto } from 'nestjs-zod/dto';
import { pilotPasswordBody } from '@wellway/contracts';

export class PilotPasswordBodyDto extends createZodDto(pilotPasswordBody) {}
