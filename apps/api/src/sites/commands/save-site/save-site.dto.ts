import { createZodDto } from 'nestjs-zod/dto';
import { saveSiteBody, site } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SaveSiteBodyDto extends createZodDto(saveSiteBody) {}

export class SiteAnswer extends answer(site) {}
