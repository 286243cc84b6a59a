import { createZodDto } from 'nestjs-zod/dto';
import { locationSiteQuery, reorderLocationsBody, updateLocationBody } from '@wellway/contracts';

export class ReorderLocationsBodyDto extends createZodDto(reorderLocationsBody) {}
export class UpdateLocationBodyDto extends createZodDto(updateLocationBody) {}
export class LocationSiteQueryDto extends createZodDto(locationSiteQuery) {}
