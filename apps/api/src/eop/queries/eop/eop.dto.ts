import { createZodDto } from 'nestjs-zod/dto';
import { eopQuery, eopReport } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class EopQueryDto extends createZodDto(eopQuery) {}

export class EopAnswer extends answer(eopReport) {}
