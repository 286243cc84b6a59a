import { createZodDto } from 'nestjs-zod/dto';
import { locationsQuery } from '@wellway/contracts';

export class LocationsQueryDto extends createZodDto(locationsQuery) {}
