import { createZodDto } from 'nestjs-zod/dto';
import { trackingBody } from '@wellway/contracts';

export class TrackingBodyDto extends createZodDto(trackingBody) {}
