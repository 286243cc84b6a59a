import { createZodDto } from 'nestjs-zod/dto';
import { programsQuery } from '@wellway/contracts';

export class ProgramsQueryDto extends createZodDto(programsQuery) {}
