import { createZodDto } from 'nestjs-zod/dto';
import { program, programRegistration, programsQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ProgramsQueryDto extends createZodDto(programsQuery) {}

export class ProgramsAnswer extends answer(z.array(program)) {}
export class ProgramAnswer extends answer(program) {}
export class ProgramRegistrationAnswer extends answer(programRegistration) {}
