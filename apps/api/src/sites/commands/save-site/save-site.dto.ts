import { createZodDto } from 'nestjs-zod/dto';
import { saveSiteBody } from '@wellway/contracts';

export class SaveSiteBodyDto extends createZodDto(saveSiteBody) {}
