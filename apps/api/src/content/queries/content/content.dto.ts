import { createZodDto } from 'nestjs-zod/dto';
import { content, contentQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ContentQueryDto extends createZodDto(contentQuery) {}

export class ContentListAnswer extends answer(z.array(content)) {}
export class ContentAnswer extends answer(content) {}
