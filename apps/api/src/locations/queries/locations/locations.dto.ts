import { createZodDto } from 'nestjs-zod/dto';
import { location, locationsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class LocationsQueryDto extends createZodDto(locationsQuery) {}

export class LocationTreeAnswer extends answer(z.array(location)) {}
