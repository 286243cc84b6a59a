import { createZodDto } from 'nestjs-zod/dto';
import { createProgramBody, programChanged, programSiteQuery, updateProgramBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateProgramBodyDto extends createZodDto(createProgramBody) {}
export class UpdateProgramBodyDto extends createZodDto(updateProgramBody) {}
export class ProgramSiteQueryDto extends createZodDto(programSiteQuery) {}

export class ProgramChangedAnswer extends answer(programChanged) {}
