import { createZodDto } from 'nestjs-zod/dto';
import { createProgramBody, programSiteQuery, updateProgramBody } from '@wellway/contracts';

export class CreateProgramBodyDto extends createZodDto(createProgramBody) {}
export class UpdateProgramBodyDto extends createZodDto(updateProgramBody) {}
export class ProgramSiteQueryDto extends createZodDto(programSiteQuery) {}
