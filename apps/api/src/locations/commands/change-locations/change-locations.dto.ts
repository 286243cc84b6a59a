import { createZodDto } from 'nestjs-zod/dto';
import {
  createLocationBody,
  location,
  locationDeleted,
  locationSiteQuery,
  locationUpload,
  reorderLocationsBody,
  updateLocationBody,
} from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ReorderLocationsBodyDto extends createZodDto(reorderLocationsBody) {}
export class UpdateLocationBodyDto extends createZodDto(updateLocationBody) {}
export class LocationSiteQueryDto extends createZodDto(locationSiteQuery) {}
/** Parsed by hand (the same route also takes a multipart upload), documented from this DTO. */
export class CreateLocationBodyDto extends createZodDto(createLocationBody) {}

export class LocationAnswer extends answer(location) {}
export class LocationOrUploadAnswer extends answer(z.union([location, locationUpload])) {}
export class LocationsReorderedAnswer extends answer(z.array(location)) {}
export class LocationDeletedAnswer extends answer(locationDeleted) {}
