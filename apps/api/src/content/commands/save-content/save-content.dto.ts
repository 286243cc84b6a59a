import { createZodDto } from 'nestjs-zod/dto';
import { contentBody, contentQuery, contentSaved } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ContentBodyDto extends createZodDto(contentBody) {}
export class ContentQueryDto extends createZodDto(contentQuery) {}

export class ContentSavedAnswer extends answer(contentSaved) {}
